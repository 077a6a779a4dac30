import Foundation

/// The kind of device a keyboard is laid out for.
public enum DeviceClass: String, Hashable, Codable, Sendable, CaseIterable {
    /// `phone` (iPhone metrics) or `pad` (iPad metrics and arrangements).
    case phone, pad
}

/// The screen's orientation (not the keyboard's aspect, which is always wide).
public enum Orientation: String, Hashable, Codable, Sendable, CaseIterable {
    /// `portrait` or `landscape`.
    case portrait, landscape
}

/// What the host tells the layout: device, orientation, and whether a globe key is needed
/// (`UIInputViewController.needsInputModeSwitchKey`).
public struct KeyboardEnvironment: Hashable, Codable, Sendable {
    /// Phone or pad: picks the standard metrics and the keys whose condition names a device.
    public var device: DeviceClass
    /// Portrait or landscape: picks the metrics and the orientation-specific overrides.
    public var orientation: Orientation
    /// Whether the host asks for a globe key (iOS's `needsInputModeSwitchKey`); keys conditioned on the
    /// globe are dropped when false.
    public var needsGlobe: Bool
    /// How the user fits the keyboard to the hand here (height, one-handed side): fitting narrows
    /// the keys for it, `StandardKeyboardSize` scales the height.
    public var fit: KeyboardFit

    /// An environment; the default is a portrait phone that needs a globe key, at the standard fit.
    public init(device: DeviceClass = .phone, orientation: Orientation = .portrait, needsGlobe: Bool = true, fit: KeyboardFit = .standard) {
        self.device = device
        self.orientation = orientation
        self.needsGlobe = needsGlobe
        self.fit = fit
    }

    private enum CodingKeys: String, CodingKey { case device, orientation, needsGlobe, fit }

    /// Reads the fields; `fit` may be missing (the standard fit).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(device: try container.decode(DeviceClass.self, forKey: .device),
                  orientation: try container.decode(Orientation.self, forKey: .orientation),
                  needsGlobe: try container.decode(Bool.self, forKey: .needsGlobe),
                  fit: try container.decodeIfPresent(KeyboardFit.self, forKey: .fit) ?? .standard)
    }

    /// A guess from the keyboard's size alone, for tools (the CLI) that have nothing better:
    /// wide and tall is an iPad, wide and short an iPhone on its side.
    public static func inferred(for size: LayoutSize, needsGlobe: Bool = true) -> KeyboardEnvironment {
        if size.width >= 700 && size.height >= 240 {
            return KeyboardEnvironment(device: .pad, orientation: size.width >= 1000 ? .landscape : .portrait, needsGlobe: needsGlobe)
        }
        return KeyboardEnvironment(device: .phone, orientation: size.width > 500 ? .landscape : .portrait, needsGlobe: needsGlobe)
    }
}

/// The standard keyboard sizes: iOS keyboard heights plus a candidate bar.
public enum StandardKeyboardSize {
    /// iPhone (375 pt wide) portrait: 216 pt of keys under the bar.
    public static let phonePortrait = LayoutSize(width: 375, height: 216 + 44)
    /// iPhone (667 pt wide) landscape: 162 pt of keys under the bar.
    public static let phoneLandscape = LayoutSize(width: 667, height: 162 + 36)
    /// iPad (768 pt wide) portrait: 264 pt of keys under the bar.
    public static let padPortrait = LayoutSize(width: 768, height: 264 + 55)
    /// iPad (1024 pt wide) landscape: 352 pt of keys under the bar.
    public static let padLandscape = LayoutSize(width: 1024, height: 352 + 55)

    /// The standard size for an environment, with or without a candidate bar; the keys' part is
    /// scaled by the environment's `KeyboardFit.heightScale` (the bar keeps its height).
    public static func size(for environment: KeyboardEnvironment, candidateBar: Bool = true) -> LayoutSize {
        let metrics = LayoutMetrics.standard(for: environment)
        var size: LayoutSize
        switch (environment.device, environment.orientation) {
        case (.phone, .portrait): size = phonePortrait
        case (.phone, .landscape): size = phoneLandscape
        case (.pad, .portrait): size = padPortrait
        case (.pad, .landscape): size = padLandscape
        }
        let keys = size.height - metrics.candidateBarHeight
        size.height = (keys * environment.fit.heightScale).rounded() + (candidateBar ? metrics.candidateBarHeight : 0)
        return size
    }
}
