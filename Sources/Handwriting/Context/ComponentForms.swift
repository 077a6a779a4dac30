import Foundation

/// Radical forms that running text almost never writes alone: 囗 (the enclosure, as in 国), 冂,
/// 匚. A writer who draws a square on the pad means 口, though the square is the very shape of 囗
/// (its prototype, from the fonts, is the large square; 口's is smaller and narrower below), so
/// such a form pays `cost` and an everyday look-alike comes first; it stays offered after it.
/// Paid where the candidates are ranked for a person: after text (`ContextRanking.rerank`), and
/// by the pad's first character with no text before (`PhraseSession`). Not by the phrase reader's
/// segmentation nor by the recognizer alone, where the dev sets write such forms on purpose (匕
/// 屮 殳 厶 among dev's 3,000) and their look-alikes are near.
/// Which forms: the characters the Kangxi radicals (U+2F00–U+2FD5) stand for under Unicode's
/// compatibility mapping, among them those the language model gives at least `rareCost` at the
/// start of a text (written less than once in about 1.2 million characters; 口 costs 9.1, 囗 14.9).
enum ComponentForms {
    /// The characters the Kangxi radicals map to (一, 口, 囗, 大, …: 214).
    static let radicals: Set<Character> = Set((0x2F00...0x2FD5).compactMap { value in
        Unicode.Scalar(value).flatMap { String(Character($0)).precomposedStringWithCompatibilityMapping.first }
    })

    /// The language model's cost at which a radical's character is a component form.
    static let rareCost = 14.0
    /// What a component form pays (nats): more than a drawn square's writing prefers 囗 to 口 by (15).
    static let cost = 20.0

    /// The cost `character` pays as a component form, given its language-model cost (nil: unknown).
    static func cost(of character: Character, languageCost: Double?) -> Double {
        radicals.contains(character) && (languageCost ?? .infinity) >= rareCost ? cost : 0
    }
}
