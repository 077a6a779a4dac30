import Foundation

/// How the keyboard fits the hand: its height as a share of the standard one and, in one-handed
/// mode, the side its keys are pushed to (narrowed to `oneHandedWidth`, a strip of controls on
/// the free side to switch sides or go back). A user setting, kept per device and orientation
/// (`KeyboardFitSettings`); `KeyLayout.fitted(in:environment:)` applies it through the environment.
public struct KeyboardFit: Hashable, Codable, Sendable {
    /// The side one-handed keys sit on.
    public enum Side: String, Hashable, Codable, Sendable, CaseIterable {
        /// `left` or `right`.
        case left, right

        /// The other side.
        public var other: Side { self == .left ? .right : .left }
    }

    /// The keys' height as a share of the standard height (one of `heightSteps`).
    public var heightScale: Double
    /// The side of one-handed mode; nil: full width.
    public var oneHanded: Side?

    /// The heights offered: 80 % to 125 % of the standard, in 5 % steps.
    public static let heightSteps: [Double] = [0.8, 0.85, 0.9, 0.95, 1.0, 1.05, 1.1, 1.15, 1.2, 1.25]
    /// The share of the keyboard's width the keys keep in one-handed mode (a 375 pt iPhone's
    /// letters stay 26 pt wide with `oneHandedKeySpacing`).
    public static let oneHandedWidth = 0.82
    /// The most space between one-handed keys, in points.
    public static let oneHandedKeySpacing = 4.0

    /// A fit; the height is snapped to the nearest of `heightSteps`.
    public init(heightScale: Double = 1, oneHanded: Side? = nil) {
        self.heightScale = Self.snapped(heightScale)
        self.oneHanded = oneHanded
    }

    /// The standard keyboard: full height, full width.
    public static let standard = KeyboardFit()

    /// The nearest height step to `scale` (1 for a value that is not a finite number).
    public static func snapped(_ scale: Double) -> Double {
        guard scale.isFinite else { return 1 }
        return heightSteps.min { abs($0 - scale) < abs($1 - scale) } ?? 1
    }

    /// Reads `heightScale` (snapped) and `oneHanded` (optional).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(heightScale: try container.decodeIfPresent(Double.self, forKey: .heightScale) ?? 1,
                  oneHanded: try container.decodeIfPresent(Side.self, forKey: .oneHanded))
    }

    private enum CodingKeys: String, CodingKey { case heightScale, oneHanded }

    /// The frame the keys take in a keyboard area `area`: all of it, or in one-handed mode the
    /// `oneHandedWidth` share at its side.
    public func keysFrame(in area: LayoutRect) -> LayoutRect {
        guard let oneHanded else { return area }
        let width = (area.width * Self.oneHandedWidth).rounded()
        let x = oneHanded == .left ? area.minX : area.maxX - width
        return LayoutRect(x: x, y: area.minY, width: width, height: area.height)
    }

    /// The free strip beside one-handed keys (nil at full width).
    public func controlFrame(in area: LayoutRect) -> LayoutRect? {
        guard let oneHanded else { return nil }
        let keys = keysFrame(in: area)
        let x = oneHanded == .left ? keys.maxX : area.minX
        return LayoutRect(x: x, y: area.minY, width: area.width - keys.width, height: area.height)
    }
}

/// The user's `KeyboardFit` for each device and orientation (a phone held upright and on its side
/// keep their own), as the settings store it.
public struct KeyboardFitSettings: Hashable, Codable, Sendable {
    /// The fits set, by `key(for:)`; a missing one is `KeyboardFit.standard`.
    public var fits: [String: KeyboardFit]

    /// Settings with `fits` (none: the standard keyboard everywhere).
    public init(fits: [String: KeyboardFit] = [:]) {
        self.fits = fits
    }

    /// The key of `environment`'s device and orientation (`phone-portrait`).
    public static func key(for environment: KeyboardEnvironment) -> String {
        environment.device.rawValue + "-" + environment.orientation.rawValue
    }

    /// The fit for `environment`'s device and orientation.
    public func fit(for environment: KeyboardEnvironment) -> KeyboardFit {
        fits[Self.key(for: environment)] ?? .standard
    }

    /// Sets the fit for `environment`'s device and orientation.
    public mutating func set(_ fit: KeyboardFit, for environment: KeyboardEnvironment) {
        fits[Self.key(for: environment)] = fit == .standard ? nil : fit
    }
}
