import PinyinEngine

/// The English lexicon knows how words are written (`iPhone`, `Linux`): the pinyin engine's
/// English words read inside pinyin (中英混输) take their casing from it.
extension EnglishLexicon: EnglishCasing {}

extension PinyinEngine {
    /// This engine with the English words it reads inside pinyin written as `lexicon` writes them
    /// (`wozaiyongiphone` → 我在用iPhone, not iphone); unchanged when it reads no English.
    public func writingEnglish(as lexicon: EnglishLexicon) -> PinyinEngine {
        var engine = self
        engine.englishVocabulary?.casing = lexicon
        return engine
    }

    /// This engine with the shipped English lexicon's casing (see `writingEnglish(as:)`), or
    /// unchanged when that lexicon's data does not open (the words then show in lower case).
    public func writingEnglishAsShipped() -> PinyinEngine {
        guard let lexicon = try? EnglishLexicon.shipped.get() else { return self }
        return writingEnglish(as: lexicon)
    }
}
