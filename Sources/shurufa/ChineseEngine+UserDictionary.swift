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
    /// when a corrupt file of ours was kept aside, and one for the rows it could not read
    /// (`setAsideNotice`); `.readOnly` changes no byte (a 0444 file opens).
    func openUserDictionary(_ path: String, access: UserDictionary.Access) throws -> UserDictionary {
        let dictionary = try UserDictionary(file: URL(fileURLWithPath: path), lexicon: lexicon, access: access)
        if let recovery = dictionary.recovery { printError("shurufa: \(recovery)") }
        if let notice = setAsideNotice(dictionary.setAsideOnOpen, path: path) { printError(notice) }
        return dictionary
    }
}

/// What stderr says about the rows an open could not read: set aside by a command that writes (said
/// once: the next open finds them no more), or skipped and left in place by one that only reads
/// (said at each such command, until one that writes sets them aside); the first few are shown.
func setAsideNotice(_ rows: [SetAsideRow], path: String) -> String? {
    guard !rows.isEmpty else { return nil }
    let inPlace = rows.contains { $0.setAside == nil }
    let what = rows.count == 1 ? "1 row" : "\(rows.count) rows"
    let head = inPlace
        ? "shurufa: user dictionary \(path): \(what) could not be read and \(rows.count == 1 ? "was" : "were") skipped, left in place "
            + "(this command only reads; `shurufa dict set-aside --user-dict \(path)` sets \(rows.count == 1 ? "it" : "them") aside and lists \(rows.count == 1 ? "it" : "them")):"
        : "shurufa: user dictionary \(path): \(what) could not be read and \(rows.count == 1 ? "was" : "were") set aside, kept whole "
            + "(`shurufa dict set-aside --user-dict \(path)` lists \(rows.count == 1 ? "it" : "them")):"
    let shown = rows.prefix(5).map { "  \($0.table) row \($0.rowID): \($0.problem)" }
    return ([head] + shown + (rows.count > 5 ? ["  …"] : [])).joined(separator: "\n")
}
