import Foundation

extension EnglishVocabulary {
    /// The word with id `id` as it is written (`iPhone`, `GitHub`, or its letters).
    public func shownWord(_ id: Int) -> String {
        if id < generalCount, let general {
            let word = String(decoding: general.word(at: id), as: UTF8.self)
            // Two letters the lexicon also writes in capitals are an abbreviation in Chinese text
            // (`pc` PC, `cd` CD, not parsec or cadmium), as the mixed list writes its short words;
            // a common English word keeps its lower case (`hi`, `am`, `us`).
            if word.utf8.count <= costs.shortCapitalsLength,
               generalZipf(at: id) ?? 0 < costs.commonWordZipf,
               let capitals = casing?.capitals(of: word) {
                return capitals
            }
            return casing?.casing(of: word) ?? word
        }
        guard let mixed, id - generalCount < mixed.count else { return "" }
        let shown = mixed.shownWord(at: id - generalCount)
        // A common English word that the documents capitalise as a title or a menu's name
        // (`Open`, `Word`) is written in lower case; names (`Java`, `Linux`) and forms such as
        // `PDF` or `iPhone` keep their casing.
        guard let first = shown.unicodeScalars.first, first.properties.isUppercase,
              shown.unicodeScalars.dropFirst().allSatisfy({ $0.properties.isLowercase }),
              let common = generalWord(Array(shown.lowercased().utf8)), common.zipf >= costs.commonWordZipf else { return shown }
        // So is a common word that is a name only: the lexicon spells it capitalised and never in
        // lower case (`April`, `London`, `Facebook`), which its usual casing says; a word it also
        // spells in lower case (`open`, `windows`) is a title's capital.
        let lower = shown.lowercased()
        if casing?.casing(of: lower) == shown { return shown }
        return lower
    }
}

/// Where an English word read inside pinyin gets its usual written form when the vocabulary's own
/// lists keep it in lower case (`iphone` → `iPhone`, `linux` → `Linux`): the English engine's
/// lexicon, injected by a host (the engine imports no other module's data).
public protocol EnglishCasing: Sendable {
    /// `word` (lower case) as it is usually written, or nil when unknown.
    func casing(of word: String) -> String?
    /// `word` (lower case) in capitals when that is one of its spellings (`pc` → `PC`, though
    /// `pc` is a word too), else nil.
    func capitals(of word: String) -> String?
}

extension EnglishCasing {
    /// No spelling in capitals is known (a casing that knows only usual forms).
    public func capitals(of word: String) -> String? { nil }
}
