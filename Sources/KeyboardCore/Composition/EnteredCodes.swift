import ChineseEngine

/// The code tables a key typed first enters inside a syllable schema's composition (拆字 after `u`
/// in 全拼, `ChineseEngine.EnteredCodeTables`), put in the composer's bar with each candidate's
/// note (拆字: its reading).
final class EnteredCodes {
    private let tables: EnteredCodeTables

    /// The tables entered inside `schema`, ranked by `engine`'s model.
    init(engine: ChineseEngine, within schema: Schema) {
        tables = EnteredCodeTables(engine: engine, within: schema)
    }

    /// Puts the texts of the table `input`'s first key enters, for the keys after it, into
    /// `candidates` where `EnteredCodeTables` places them, each once. Nothing for any other input.
    func insert(for input: String, converter: ScriptConverter, into candidates: inout [CandidateItem]) {
        guard let (found, place) = tables.candidates(for: input, among: candidates.count) else { return }
        let items = found.map { CandidateItem(text: converter.convert($0.text), source: .code(note: $0.note ?? "")) }
        let texts = Set(items.map(\.text))
        candidates.removeAll { texts.contains($0.text) }
        candidates.insert(contentsOf: items, at: min(place, candidates.count))
    }
}
