import KeyGeometry
import KeyboardLayout
import ChineseEngine
import StrokeInput
import TextInputModel

/// Shape-code input as a candidate source — 笔画, 五笔 86, 倉頡 5 and 速成, one source over the
/// engine's `CodeDecoder` with the scheme's rules (`ShapeScheme`). 笔画's stroke keys
/// (`KeyboardAction.stroke`: 横 一, 竖 丨, 撇 丿, 点 丶, 折 乛 and the 通配 wildcard) or a letter
/// scheme's letter keys (a–y, and its wildcard key) grow a `CodePattern`, shown as marked text in
/// the scheme's labels (倉頡 `oiar` as 人戈日口); the bar lists the texts whose code begins with it,
/// ranked by the engine's language model after the text before the caret (and by the memory
/// through the one ranking stage: `rankedByMemory`), in the script setting's characters. Picking one
/// commits it (teaching the memory) and offers 联想 after it; space picks the highlighted one;
/// delete removes the last key. 五笔's rules: a full code only one text has commits itself, and a
/// key past the longest code commits the first candidate and starts the next code; `z` typed first
/// looks characters up by pinyin, each noted with its codes (`ShapeScheme.readingLookupKey`). Each
/// candidate of a letter scheme is noted with the rest of its code (`candidateNotes`). The table is
/// opened at the first key; without it the bar stays empty.
final class CodeSource {
    /// The engine whose model ranks the texts.
    let engine: ChineseEngine
    /// The scheme typed.
    let scheme: ShapeScheme
    /// The script candidates are written in.
    let scriptConverter: ScriptConverter
    /// How many texts the bar and grid offer.
    let limit: Int
    /// The decoder over the table, opened at the first key (nil before, or when the table cannot be read).
    private var decoder: CodeDecoder?
    /// Why the table could not be opened, if it could not.
    private(set) var tableError: (any Error)?
    /// The keys typed.
    private(set) var pattern = CodePattern(keys: [])
    /// The pinyin typed after the scheme's look-up key (`z` + `ni`), nil when not looking up.
    private(set) var reading: String?
    /// Where a key typed goes and backspace deletes: in the keys, or in the look-up's pinyin.
    var caret = InputCaret()
    /// The texts offered, best first: shown (in the script), as the table has them, and the note under each.
    private(set) var candidates: [(text: String, character: String, note: String)] = []
    /// The text before the caret when the first key was typed (the marked keys are not context).
    private var before = ""
    /// Writes a traditional table's characters (倉頡's, 速成's) as the engine reads them, opened at
    /// the first commit (nil: the table is simplified, or the converter cannot be read).
    private lazy var simplifier: ScriptConverter? = scheme.isTraditional ? try? engine.openSimplifier(of: scheme) : nil

    /// The letters a letter scheme's keys type, key 1 first: as many of a to z as its table has
    /// keys (五笔's and 倉頡's 25, a to y, `z` left to 五笔's wildcard; 拆字's and 粵語兩分's 26).
    private var letters: ArraySlice<Character> { Self.alphabet.prefix(scheme.labels.count) }

    /// a to z.
    private static let alphabet = Array("abcdefghijklmnopqrstuvwxyz")

    /// The key a letter types (nil: none, the wildcard).
    func key(of letter: Character) -> UInt8? { letters.firstIndex(of: letter).map { UInt8($0 + 1) } }

    /// The letter of a key (nil: the wildcard, or a number no letter has).
    func letter(of key: UInt8?) -> Character? {
        key.flatMap { letters.indices.contains(Int($0) - 1) ? letters[Int($0) - 1] : nil }
    }

    /// A source of `scheme` over `engine`, writing in `scriptConverter`'s characters, offering up to `limit` texts.
    init(engine: ChineseEngine, scheme: ShapeScheme = .strokes, scriptConverter: ScriptConverter, limit: Int) {
        self.engine = engine
        self.scheme = scheme
        self.scriptConverter = scriptConverter
        self.limit = max(1, limit)
    }

    /// Reads the texts for the pattern after `before` (none for an empty pattern).
    func refresh() {
        candidates.removeAll(keepingCapacity: true)
        guard hasInput, let decoder = openDecoder() else { return }
        var seen = Set<String>()
        let found = reading.map { decoder.readingCandidates(for: $0, limit: limit) } ?? decoder.candidates(for: pattern, after: before, limit: limit)
        for candidate in found {
            let text = scriptConverter.convert(candidate.text)
            if seen.insert(text).inserted { candidates.append((text, candidate.text, candidate.note ?? "")) }
        }
    }

    private func openDecoder() -> CodeDecoder? {
        if decoder == nil, tableError == nil {
            do {
                decoder = engine.makeCodeDecoder(table: try engine.openCodeTable(scheme), scheme: scheme)
            } catch {
                tableError = error
            }
        }
        return decoder
    }

    /// Adds `key` (nil: the wildcard) after the text before, and reads the texts again.
    private func add(_ key: UInt8?, in host: SourceHost) {
        if pattern.isEmpty { before = host.beginInput() }
        var keys = pattern.keys
        keys.insert(key, at: caret)
        pattern = CodePattern(keys: keys)
        refresh()
    }

    /// Starts again with `pattern` (or the look-up `reading`) typed after `before`.
    func restart(with pattern: CodePattern, reading: String?, after before: String) {
        reset()
        self.pattern = pattern
        self.reading = reading
        self.before = before
    }

    /// Drops the keys and candidates.
    private func reset() {
        caret.reset()
        pattern = CodePattern(keys: [])
        reading = nil
        candidates.removeAll()
    }

    /// The commit of `candidate` in place of the marked keys: the memory learns it after the
    /// text before (and its reading, of its table text in simplified characters), and 联想 reads
    /// it as its table text.
    private func commit(_ candidate: (text: String, character: String, note: String), predicting: Bool) -> Commit {
        reset()
        let readAs = simplifier?.convert(candidate.character) ?? candidate.character
        return Commit(
            candidate.text, from: form, picked: Commit.Picked(candidate.text, after: before, readAs: readAs),
            followUp: .reading(before + candidate.character, predicting: predicting))
    }

    /// The form its commits are made in: its schema's (a code table's scheme is named by its schema's id).
    var form: Commit.Form { .schema(SchemaID(rawValue: scheme.name)) }
}

extension CodeSource: CandidateSource {
    /// Whether keys are typed (a code, or the look-up key and its pinyin).
    var hasInput: Bool { !pattern.isEmpty || reading != nil }

    /// The texts offered.
    var candidateTexts: [String] { candidates.map(\.text) }

    /// The note under each text: the rest of its code, or a looked-up character's codes.
    var candidateNotes: [String] { candidates.map(\.note) }

    /// All its texts, remembered after the text before the first key.
    var rankedByMemory: RankedCandidates? {
        RankedCandidates(kind: .chinese, after: before, texts: candidateTexts) { [self] order in candidates = order.map { candidates[$0] } }
    }

    /// The keys as typed, in the scheme's labels (`一丨＊`, 人戈日口); a look-up as typed (`zni`).
    var composingText: String? {
        if let reading, let key = scheme.readingLookupKey { return String(key) + reading }
        return pattern.isEmpty ? nil : scheme.labelled(pattern)
    }

    /// A letter scheme's letter or wildcard key (笔画's strokes come as their own action).
    func takes(_ text: String) -> Bool {
        guard scheme != .strokes, text.count == 1, let key = text.first.map({ Character($0.lowercased()) }) else { return false }
        return letters.contains(key) || scheme.wildcards.contains(key)
    }

    /// Types a letter: past the longest code it first commits the best text (and starts the
    /// next code); a full code that names one text alone commits it. The look-up key typed first
    /// starts a look-up by pinyin, and the letters after it are its pinyin.
    func type(_ text: String, touch: KeyTouch?, in host: SourceHost) {
        guard let key = text.first.map({ Character($0.lowercased()) }) else { return }
        if reading != nil || (pattern.isEmpty && key == scheme.readingLookupKey) {
            if var reading {
                guard key.isLetter else { return }
                reading.insert(key, at: reading.index(reading.startIndex, offsetBy: caret.offset(in: reading.count)))
                self.reading = reading
            } else {
                before = host.beginInput()
                reading = ""
            }
            return refresh()
        }
        if pattern.count >= scheme.maximumCodeLength {
            // A key inside a full code has no room; at its end it starts the next code.
            guard caret.offset(in: pattern.count) == pattern.count, let first = candidates.first else { return }
            host.commits.apply(commit(first, predicting: false))
        }
        add(self.key(of: key), in: host)
        if scheme.commitsUniqueCodes, let decoder, let unique = decoder.uniqueWholeMatch(for: pattern),
           let candidate = candidates.first(where: { $0.character == unique }) {
            host.commits.apply(commit(candidate, predicting: true))
        }
    }

    /// A stroke key adds its stroke (up to `StrokePattern.maximumLength`) and the characters are read again.
    func perform(_ action: KeyboardAction, overlay: inout Overlay, in host: SourceHost) -> Bool {
        guard scheme == .strokes, case .stroke(let key) = action else { return false }
        guard pattern.count < StrokePattern.maximumLength else { return true }
        add(key.stroke?.rawValue, in: host)
        return true
    }

    /// Removes the key before the caret (a look-up's letter; its key once no letter is left).
    func deleteBackward(in host: SourceHost) {
        if let reading {
            var letters = Array(reading)
            if letters.isEmpty { self.reading = nil } else if letters.removeBefore(caret) { self.reading = String(letters) }
            return refresh()
        }
        var keys = pattern.keys
        guard keys.removeBefore(caret) else { return }
        pattern = CodePattern(keys: keys)
        refresh()
    }

    /// Commits text `index` in place of the keys, then 联想 after it.
    func pick(_ index: Int, in host: SourceHost) -> SourcePick {
        guard candidates.indices.contains(index) else { return .nothing }
        return .committed(commit(candidates[index], predicting: true))
    }

    /// Ends the input: `.best` commits the first text, `.raw` drops the keys (笔画's strokes are
    /// no text; a letter code is not meant as letters), `.discard` drops them.
    func end(_ end: CompositionEnd, in host: SourceHost) -> Commit? {
        guard hasInput else { return nil }
        if end == .best, let first = candidates.first { return commit(first, predicting: false) }
        reset()
        return nil
    }

    /// Forgets the keys (the document no longer shows them).
    func abandon() { reset() }
}

extension StrokeKey {
    /// The key of `stroke` (nil: the wildcard).
    init(_ stroke: Stroke?) {
        switch stroke {
        case .horizontal: self = .horizontal
        case .vertical: self = .vertical
        case .leftFalling: self = .leftFalling
        case .dot: self = .dot
        case .turning: self = .turning
        case nil: self = .wildcard
        }
    }

    /// The stroke it types (nil: the wildcard).
    var stroke: Stroke? {
        switch self {
        case .horizontal: .horizontal
        case .vertical: .vertical
        case .leftFalling: .leftFalling
        case .dot: .dot
        case .turning: .turning
        case .wildcard: nil
        }
    }
}
