import ArgumentParser
import ChineseEngine

extension ChineseScript {
    /// The script a `--script` value names, or a usage error listing the known ones.
    static func argument(_ name: String) throws -> ChineseScript {
        guard let script = ChineseScript(rawValue: name) else {
            throw ValidationError("unknown script '\(name)'; known: " + ChineseScript.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return script
    }
}
