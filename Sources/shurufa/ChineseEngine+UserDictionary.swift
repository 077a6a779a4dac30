import Foundation
import ChineseEngine
import UserDictionary

/// Opens the user dictionary at `path` for a command over the engine's lexicon; `.readOnly` for a
/// command that only reads (nothing is changed).
func openUserDictionary(_ path: String, options: EngineOptions, access: UserDictionary.Access = .readWrite) throws -> UserDictionary {
    try options.makeEngine().openUserDictionary(path, access: access)
}

extension ChineseEngine {
    /// Opens the user dictionary at `path` over this engine's lexicon, printing a recovery notice
    /// when a corrupt file of ours was kept aside; `.readOnly` changes no byte (a 0444 file opens).
    func openUserDictionary(_ path: String, access: UserDictionary.Access) throws -> UserDictionary {
        let dictionary = try UserDictionary(file: URL(fileURLWithPath: path), lexicon: lexicon, access: access)
        if let recovery = dictionary.recovery { printError("shurufa: \(recovery)") }
        return dictionary
    }
}
