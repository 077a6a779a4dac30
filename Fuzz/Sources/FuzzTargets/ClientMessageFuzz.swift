import Foundation
import KeyboardUserDictionary
import KeyboardLayout
import ChineseEngine
import Playground

/// Playground client messages: each line of the input is one WebSocket text message, decoded and
/// applied to a live session over the real keyboard (a fresh one per input); the final frame is drawn.
enum ClientMessageFuzz {
    static let factory: PlaygroundKeyboardFactory = {
        do {
            let engine = try ChineseEngine()
            return CoreKeyboard.factory(engines: KeyboardUserDictionary.temporaryPerKeyboard(engine: engine), library: try LayoutLibrary.standard())
        } catch { fatalError("cannot open the keyboard's data: \(error)") }
    }()

    static func run(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let session = try? PlaygroundSession(now: 0, makeKeyboard: factory) else { fatalError("no session") }
        var now = 0.0
        for line in text.split(separator: "\n", omittingEmptySubsequences: true).prefix(64) {
            now += 0.01
            _ = try? ClientMessage.decode(String(line))
            _ = session.receive(String(line), now: now)
            session.tick(now: now + 1)
        }
        _ = session.takeFrame()
    }
}
