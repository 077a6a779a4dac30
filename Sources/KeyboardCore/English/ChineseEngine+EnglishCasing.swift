import EnglishEngine
import ChineseEngine

/// The English lexicon knows how words are written (`iPhone`, `Linux`): the pinyin engine's
/// English words read inside pinyin (中英混输) take their casing from it. Here, where both engines
/// meet, so that neither imports the other.
struct LexiconCasing: EnglishCasing {
    /// The lexicon read.
    let lexicon: EnglishLexicon

    func casing(of word: String) -> String? { lexicon.casing(of: word) }
    func capitals(of word: String) -> String? { lexicon.capitals(of: word) }
}

extension ChineseEngine {
    /// This engine with the English words it reads inside pinyin written as `lexicon` writes them
    /// (`wozaiyongiphone` → 我在用iPhone, not iphone); unchanged when it reads no English.
    public func writingEnglish(as lexicon: EnglishLexicon) -> ChineseEngine {
        var engine = self
        engine.englishVocabulary?.casing = LexiconCasing(lexicon: lexicon)
        return engine
    }

    /// This engine with the shipped English lexicon's casing (see `writingEnglish(as:)`), opened
    /// only when an English word is first shown: the engine's load maps and checks none of the
    /// English data. Words show in lower case when that data does not open.
    public func writingEnglishAsShipped() -> ChineseEngine {
        var engine = self
        engine.englishVocabulary?.casing = ShippedEnglishCasing()
        return engine
    }
}

/// The shipped English lexicon's casing, opening it (`EnglishLexicon.shipped`) on first use.
struct ShippedEnglishCasing: EnglishCasing {
    func casing(of word: String) -> String? {
        guard let lexicon = try? EnglishLexicon.shipped.get() else { return nil }
        return lexicon.casing(of: word)
    }

    func capitals(of word: String) -> String? {
        guard let lexicon = try? EnglishLexicon.shipped.get() else { return nil }
        return lexicon.capitals(of: word)
    }
}
