import KeyboardCore
import KeyboardLayout
import KeyboardRendering
import TextInputModel
@testable import Playground

/// A test double for the session's keyboard: it records what the session routes to it, types each
/// hardware letter straight into the document, and asks for ticks while a finger is down. It lets
/// the session's plumbing be tested apart from KeyboardCore.
final class RecordingKeyboard: PlaygroundKeyboard {
    let document: InMemoryTextDocument
    private(set) var touches: [(TouchMessage, Double)] = []
    private(set) var keys: [String] = []
    private(set) var ticks: [Double] = []
    private(set) var configured: [PlaygroundSettings] = []
    private var down = false
    private var settings: PlaygroundSettings
    private var fitted: FittedLayout

    /// The standard layouts, read once.
    static let library = try! LayoutLibrary.standard()

    init(document: InMemoryTextDocument, settings: PlaygroundSettings) throws(PlaygroundError) {
        self.document = document
        self.settings = settings
        fitted = Self.fit(settings)
    }

    static func fit(_ settings: PlaygroundSettings) -> FittedLayout {
        library.layout(settings.layout.layoutID)!.fitted(
            in: StandardKeyboardSize.size(for: settings.environment), environment: settings.environment)
    }

    func configure(_ settings: PlaygroundSettings) throws(PlaygroundError) {
        self.settings = settings
        fitted = Self.fit(settings)
        configured.append(settings)
    }

    func touch(_ touch: TouchMessage, at time: Double) {
        touches.append((touch, time))
        down = touch.phase == .began || touch.phase == .moved
    }

    func hardwareKey(_ key: String, at time: Double) throws(PlaygroundError) {
        guard key.count == 1 else { throw PlaygroundError(.unknownKey, "no \(key)") }
        keys.append(key)
        document.insertText(key)
    }

    func tick(now time: Double) -> Bool {
        ticks.append(time)
        return true
    }

    var needsTicks: Bool { down }
    func render(with renderer: KeyboardRenderer) -> RenderTree {
        renderer.render(fitted, state: KeyboardRenderState(theme: settings.theme))
    }
    var candidates: [String] { ["候选"] }
    var status: String { "recording" }
}
