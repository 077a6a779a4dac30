import EnglishEngine
import Foundation
import KeyboardCore
import ChineseEngine

/// Where the iOS keyboard extension keeps the user dictionary, and how it opens its engine: the
/// decisions of `ShurufaUIKit.KeyboardViewController` apart from UIKit, so a Linux test drives the
/// same path. With Full Access the dictionary lives in the App Group container (the host app can
/// read and edit it); without it iOS gives the keyboard no shared container, so it lives in the
/// extension's own container and still learns, on the device only.
public struct ExtensionUserDictionary: Sendable {
    /// The App Group container, when iOS gives it (Full Access on and the group configured).
    public var groupContainer: URL?
    /// The extension's own container folder for data (Application Support).
    public var ownContainer: URL

    /// The places the extension may keep the dictionary.
    public init(groupContainer: URL?, ownContainer: URL) {
        self.groupContainer = groupContainer
        self.ownContainer = ownContainer
    }

    /// The folder the dictionary goes in: the App Group's when given, else the extension's own.
    public var directory: URL {
        (groupContainer ?? ownContainer).appendingPathComponent("Shurufa", isDirectory: true)
    }

    /// The keyboard's engine, opened from the data shipped with the package (memory-mapped), learning
    /// into the dictionary in `directory`. A dictionary that cannot be opened leaves a keyboard that
    /// types and learns nothing (`learningError` says why); engine data that cannot be read throws.
    public func openEngine() throws -> (engine: KeyboardEngine, learningError: (any Error)?) {
        let engine = try ChineseEngine().writingEnglishAsShipped()
        do {
            return (try KeyboardUserDictionary.open(in: directory, engine: engine), nil)
        } catch {
            return (KeyboardEngine(engine), error)
        }
    }
}
