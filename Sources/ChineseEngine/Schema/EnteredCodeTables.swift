/// The code tables a key typed first enters inside a syllable schema's composition (拆字 after `u`
/// in 全拼, `Schema.entryKey`): their candidates for the rest of the input, each noted as the table
/// notes it (拆字: the character's reading), and where they go in the list. The keyboard's
/// composer and `shurufa convert` both read them here, so both show the same list. Each table is
/// opened at its first use; one that cannot be read offers nothing.
public final class EnteredCodeTables {
    private let engine: ChineseEngine
    /// The code schemas entered inside this schema, by their key.
    private let schemas: [Character: Schema]
    private var decoders: [Character: CodeDecoder] = [:]
    private var unreadable: Set<Character> = []
    /// The most candidates an entered table offers.
    public static let limit = 5

    /// The tables entered inside `schema`'s compositions, ranked by `engine`'s model.
    public init(engine: ChineseEngine, within schema: Schema) {
        self.engine = engine
        var schemas: [Character: Schema] = [:]
        for entered in Schema.all where entered.entersFrom.contains(schema.id) && entered.codes != nil {
            if let key = entered.entryKey { schemas[key] = entered }
        }
        self.schemas = schemas
    }

    /// The candidates of the table `input`'s first key enters, for the keys after it (at most
    /// `limit`), and the place they go among `count` candidates of the syllable schema: first when
    /// one is the whole of its code (`uhuohuohuo` → 焱), else after the first candidate (`position`:
    /// `unix` typed as English keeps its place). Nil for any other input.
    public func candidates(for input: String, among count: Int) -> (found: [CodeCandidate], at: Int)? {
        guard input.count > 1, let key = input.first, let decoder = decoder(for: key),
              let pattern = try? decoder.scheme.pattern(String(input.dropFirst()), alphabet: decoder.table.alphabet)
        else { return nil }
        let found = decoder.candidates(for: pattern, limit: Self.limit)
        guard let first = found.first else { return nil }
        return (found, first.isWhole ? 0 : min(Self.position, count))
    }

    /// Where an entered table's candidates go when none is a whole code: after the syllable
    /// schema's first candidate.
    public static let position = 1

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
