import Foundation
import MappedData

/// How many strokes each character is written with in the standard order (`strokes.bin`, kind
/// `HWSC`, built by scripts/handwriting/build_strokes.py from the same stroke centre-lines as the
/// model, Arphic Public License): the phrase reader's soft prior on how many strokes one character
/// spans. Memory-mapped and validated on opening (sorted characters, one count each).
public struct StrokeCounts: Sendable {
    /// The file kind.
    public static let kind = "HWSC"
    /// The shipped file's name.
    public static let fileName = "strokes.bin"

    let data: DataFile<HandwritingError>
    let characters: MappedArray<UInt32>
    let counts: MappedArray<UInt8>

    /// Opens and validates the table at `path`.
    public init(path: String, verifyChecksum: Bool = true) throws {
        let data = try DataFile<HandwritingError>(path: path, kind: Self.kind, verifyChecksum: verifyChecksum)
        self.data = data
        characters = try data.array("CHRS", of: UInt32.self)
        counts = try data.array("STRK", of: UInt8.self, count: characters.count)
        for index in characters.count > 0 ? 1..<characters.count : 0..<0 where characters[index - 1] >= characters[index] {
            throw HandwritingError.model(.corruptFile(path: path, reason: "the characters of \(Self.fileName) are not in ascending order"))
        }
    }

    /// Opens the table shipped in the package's resources.
    public init(verifyChecksum: Bool = true) throws {
        try self.init(path: BundledData.requiredPath(of: Self.fileName), verifyChecksum: verifyChecksum)
    }

    /// The shipped table's path, if the resources hold it.
    public static var bundledPath: String? { BundledData.path(of: fileName) }

    /// The shipped table, opened (and its checksum verified) once per process at first use and
    /// shared by every phrase reader; nil when it cannot be read (the readers then go without
    /// the stroke-count prior, as `PhraseRecognizer.strokeCounts` allows).
    public static let bundled: StrokeCounts? = try? StrokeCounts()

    /// How many characters the table knows.
    public var count: Int { characters.count }

    /// The standard stroke count of `character`, nil when the table does not know it.
    public func strokes(of character: Character) -> Int? {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { return nil }
        return characters.index(ofSorted: scalar.value).map { Int(counts[$0]) }
    }
}
