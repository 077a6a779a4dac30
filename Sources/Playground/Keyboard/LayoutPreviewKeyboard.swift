import KeyboardLayout
import KeyboardRendering
import TextInputModel

/// A keyboard that only draws: the chosen layout with the keys under a finger pressed. It types
/// nothing; it exists so the page and its tests can run where no `KeyboardCore` session is wired in.
public final class LayoutPreviewKeyboard: PlaygroundKeyboard {
    private var settings: PlaygroundSettings
    private var layout: KeyLayout
    private var fitted: FittedLayout
    private var touches: [Int: String] = [:]

    /// The standard layouts, read once per process.
    static let library: Result<LayoutLibrary, PlaygroundError> = {
        do { return .success(try LayoutLibrary.standard()) } catch {
            return .failure(PlaygroundError(.unavailable, "the standard layouts cannot be read: \(error)"))
        }
    }()

    public init(settings: PlaygroundSettings) throws(PlaygroundError) {
        self.settings = settings
        layout = try Self.layout(named: settings.layout)
        fitted = layout.fitted(in: StandardKeyboardSize.size(for: settings.environment), environment: settings.environment)
    }

    /// A factory for `PlaygroundServer.Configuration.makeKeyboard`.
    public static let make: PlaygroundKeyboardFactory = { _, settings throws(PlaygroundError) in
        try LayoutPreviewKeyboard(settings: settings)
    }

    static func layout(named name: String) throws(PlaygroundError) -> KeyLayout {
        guard let layout = try library.get().layout(named: name) else {
            throw PlaygroundError(.invalidSettings, "no layout named '\(name)'")
        }
        return layout
    }

    public func configure(_ settings: PlaygroundSettings) throws(PlaygroundError) {
        layout = try Self.layout(named: settings.layout)
        fitted = layout.fitted(in: StandardKeyboardSize.size(for: settings.environment), environment: settings.environment)
        self.settings = settings
        touches = [:]
    }

    public func touch(_ touch: TouchMessage, at time: Double) {
        switch touch.phase {
        case .began, .moved: touches[touch.id] = fitted.keyID(at: LayoutPoint(x: touch.x, y: touch.y))
        case .ended, .cancelled: touches[touch.id] = nil
        }
    }

    public func hardwareKey(_ key: String, at time: Double) throws(PlaygroundError) {
        throw PlaygroundError(.unknownKey, "the layout preview types nothing")
    }

    public func selectCandidate(_ index: Int, at time: Double) throws(PlaygroundError) {
        throw PlaygroundError(.unknownCandidate, "the layout preview has no candidates")
    }

    public func tick(now time: Double) -> Bool { false }
    public var needsTicks: Bool { false }
    public var candidates: [String] { [] }
    public var status: String { "layout preview" }

    public var picture: KeyboardPicture {
        KeyboardPicture(
            fitted: fitted, language: layout.language,
            state: RenderState(
                pressedKeys: Set(touches.values), theme: settings.keyboardTheme,
                returnKeyType: KeyboardLayout.ReturnKeyType(rawValue: settings.returnKeyType) ?? .default))
    }
}
