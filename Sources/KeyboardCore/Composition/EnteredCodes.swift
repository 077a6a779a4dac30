import ChineseEngine

/// The code tables a key typed first enters inside a syllable schema's composition (拆字 after `u`
/// in 全拼, `Schema.entryKey`): their texts for the rest of the input, noted as the table notes
/// them (拆字: each character's reading), put in the composer's bar. Each table is opened at its
/// first use; one that cannot be read offers nothing.
final class EnteredCodes {
    private let engine: ChineseEngine
    /// The code schemas entered inside this schema, by their key.
    private let schemas: [Character: Schema]
    private var decoders: [Character: CodeDecoder] = [:]
    private var unreadable: Set<Character> = []
    /// The most texts an entered table puts in the bar.
    static let limit = 5

    /// The tables entered inside `schema`'s compositions, ranked by `engine`'s model.
    init(engine: ChineseEngine, within schema: Schema) {
        self.engine = engine
        var schemas: [Character: Schema] = [:]
        for entered in Schema.all where entered.entersFrom.contains(schema.id) && entered.codes != nil {
            if let key = entered.entryKey { schemas[key] = entered }
        }
        self.schemas = schemas
    }

    /// Puts the texts of the table `input`'s first key enters, for the keys after it, into
    /// `candidates`: first when one is the whole of its code (`uhuohuohuo` → 焱), else after the
    /// first candidate (so `unix` typed as English keeps its place). Nothing for any other input.
    func insert(for input: String, converter: ScriptConverter, into candidates: inout [CandidateItem]) {
        guard input.count > 1, let key = input.first, let decoder = decoder(for: key),
              let pattern = try? decoder.scheme.pattern(String(input.dropFirst()), alphabet: decoder.table.alphabet)
        else { return }
        let found = decoder.candidates(for: pattern, limit: Self.limit)
        guard !found.isEmpty else { return }
        let items = found.map { CandidateItem(text: converter.convert($0.text), source: .code(note: $0.note ?? "")) }
        let texts = Set(items.map(\.text))
        candidates.removeAll { texts.contains($0.text) }
        candidates.insert(contentsOf: items, at: found[0].isWhole ? 0 : min(CandidateExtras.position, candidates.count))
    }

    private func decoder(for key: Character) -> CodeDecoder? {
        if let decoder = decoders[key] { return decoder }
        guard let schema = schemas[key], let scheme = schema.codes, !unreadable.contains(key) else { return nil }
        do {
            let decoder = engine.makeCodeDecoder(table: try engine.openCodeTable(scheme), scheme: scheme)
            decoders[key] = decoder
            return decoder
        } catch {
            unreadable.insert(key)
            return nil
        }
    }
}
