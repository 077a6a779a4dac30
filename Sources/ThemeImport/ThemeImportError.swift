import Foundation

/// Why a theme file could not be imported; every case names the file.
public enum ThemeImportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file (or, in a skin, one of its files) is larger than a theme's files are.
    case tooLarge(file: String, bytes: Int, limit: Int)
    /// The file could not be read.
    case unreadable(file: String, reason: String)
    /// A YAML file is not valid YAML (or is hostile: too deep, or expanding past the budget).
    case yaml(file: String, line: Int, reason: String)
    /// The zip is broken or unsafe (a name outside it, a bomb, too many entries).
    case archive(file: String, reason: String)
    /// The file is readable but not a theme we know.
    case notATheme(file: String, reason: String)
    /// `--scheme` names no colour scheme of the file.
    case unknownScheme(file: String, scheme: String, available: [String])

    /// The message the command line prints.
    public var description: String {
        switch self {
        case let .tooLarge(file, bytes, limit): "\(file): \(bytes) bytes is too large for a theme (at most \(limit))"
        case let .unreadable(file, reason): "\(file): cannot be read (\(reason))"
        case let .yaml(file, line, reason): "\(file): line \(line): \(reason)"
        case let .archive(file, reason): "\(file): not a safe skin archive (\(reason))"
        case let .notATheme(file, reason): "\(file): not a theme (\(reason))"
        case let .unknownScheme(file, scheme, available):
            "\(file): no colour scheme named '\(scheme)'; it has " + (available.isEmpty ? "none" : available.joined(separator: ", "))
        }
    }
}
