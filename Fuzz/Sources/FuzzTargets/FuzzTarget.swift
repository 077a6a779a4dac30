import Foundation
import MappedData

/// The fuzz targets: each takes arbitrary bytes to one input surface and must never trap, hang or
/// grow without bound (errors are the expected answer to nonsense). A module of its own, built by
/// every `swift build`: the libFuzzer binary (`shurufa-fuzz`, scripts/fuzz/build.sh) runs them with
/// coverage guidance, and the tests (`FuzzTargetsTests`) run their seeds and mutations of them.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// Pinyin text → syllable graph → lattice decoder → candidates.
    case pinyin
    /// Layout JSON → `KeyLayout` (precheck, decoding, validation).
    case layout
    /// Lexicon / language-model files (`DataFile` and the two readers), checksums bypassed.
    case dataFile = "data-file"
    /// Emoji catalogue files, checksum fixed up so the structure is what gets fuzzed.
    case emojiCatalogue = "emoji-catalogue"
    /// The `[名称]` codec over the shipped catalogue: encode, decode, spans.
    case emojiCodec = "emoji-codec"
    /// Playground client messages, one per line, decoded and applied to a live session.
    case clientMessage = "client-message"
    /// `dict import`'s word-list reader and the user-word rules, any bytes in any format.
    case userDictionaryImport = "user-dictionary-import"
    /// The output-path policy over every kind of thing at the path, with and without `--force`.
    case outputPath = "output-path"
    /// The binary word-list readers (.scel/.qcel, .qpyd, .bdict, Gboard's zip) and format detection.
    case wordListFile = "word-list-file"
    /// The whole keyboard driven by random actions (a recorded sequence, or bytes as choices), checked after each.
    case keyboardSession = "keyboard-session"
    /// A sync folder of real, renamed, cut, replayed, foreign and hostile files, synced by a device with words of its own.
    case syncFolder = "sync-folder"

    /// Opens what every input of the target shares (the engine's data, a session's keyboards), once.
    public func warmUp() {
        switch self {
        case .pinyin: _ = PinyinFuzz.engine
        case .layout: break
        case .dataFile: _ = DataFileFuzz.path
        case .emojiCatalogue: break
        case .emojiCodec: _ = EmojiFuzz.codec
        case .clientMessage: _ = ClientMessageFuzz.factory
        case .userDictionaryImport: break
        case .outputPath: _ = OutputPathFuzz.folder
        case .wordListFile: break
        case .keyboardSession: _ = KeyboardSessionFuzz.keyboards
        case .syncFolder: _ = SyncFolderFuzz.pool
        }
    }

    /// Runs one input; a failed check stops the process (`fuzzCheck`), so libFuzzer keeps the input.
    public func run(_ bytes: [UInt8]) {
        switch self {
        case .pinyin: PinyinFuzz.run(bytes)
        case .layout: LayoutFuzz.run(bytes)
        case .dataFile: DataFileFuzz.run(bytes)
        case .emojiCatalogue: EmojiFuzz.runCatalogue(bytes)
        case .emojiCodec: EmojiFuzz.runCodec(bytes)
        case .clientMessage: ClientMessageFuzz.run(bytes)
        case .userDictionaryImport: UserDictionaryImportFuzz.run(bytes)
        case .outputPath: OutputPathFuzz.run(bytes)
        case .wordListFile: WordListFileFuzz.run(bytes)
        case .keyboardSession: KeyboardSessionFuzz.run(bytes)
        case .syncFolder: SyncFolderFuzz.run(bytes)
        }
    }
}

/// Fails the run loudly: libFuzzer records the input as a crash.
func fuzzCheck(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() { fatalError("fuzz property failed: \(message())") }
}
