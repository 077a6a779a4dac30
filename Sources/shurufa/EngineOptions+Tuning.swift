import ChineseEngine

extension EngineOptions {
    /// The decoder settings `--tune` sets by name.
    static let tunedDecoderSettings: [String: TunedSetting<LatticeDecoder.Settings>] = [
        "fuzzy": .set(\.costs.fuzzy),
        "initial": .set(\.costs.initial),
        "partial": .set(\.costs.partial),
        "longer": .set(\.costs.longerSyllable),
        "t9initial": .set(\.costs.nineKeyInitial),
        "t9partial": .set(\.costs.nineKeyPartial),
        "words": .set(\.limits.wordsPerNode),
        "spread": .set(\.limits.costSpread),
        "t9maxedge": .set(\.limits.nineKeyMaxEdgeCost),
        "end": .set(\.sentenceEndWeight),
        "abend": .set(\.abbreviationEndWeight),
        "endmin": .set(\.sentenceEndMinimumLength),
        "cmargin": .set(\.correctedSentenceMargin),
        "switch": .set(\.readingSwitchCost),
        "mix": .set(\.limits.mixedReadingCost),
        "gwidth": .set(\.guessBeamWidth),
        "gmargin": .set(\.guessMargin),
        "smargin": .set(\.slipArcMargin),
        "ccount": .set(\.correctedSentenceCount),
        "umargin": .set(\.unlikelyWordMargin),
    ]

    /// The ranges `--tune` keeps its counts within.
    static let decoderSettingBounds: [String: ClosedRange<Float>] = ["words": 1...(.infinity), "gwidth": 0...(.infinity), "ccount": 0...(.infinity)]

    /// The 中英混输 English costs `--english-costs` sets by name.
    static let tunedEnglishCosts: [String: TunedSetting<EnglishVocabulary.Costs>] = [
        "entry": .set(\.entry),
        "pinyin": .set(\.pinyinReading),
        "weight": .set(\.mixedWeight),
        "floor": .set(\.generalZipfFloor),
        "min": .set(\.minimumLength),
        "unknown": .set(\.unknownWord),
        "letter": .set(\.unknownLetter),
        "ulen": .set(\.unknownLength),
        "common": .set(\.commonWordZipf),
        "phrase": .set(\.pinyinPhrase),
        "plen": .set(\.pinyinPhraseLength),
        "function": .set(\.functionWordZipf),
        "guess": .set(\.guessedReading),
        "abbr": .set(\.abbreviatedReading),
        "alen": .set(\.abbreviationLength),
        "sgen": .set(\.slippedGeneral),
        "smix": .set(\.slippedMixed),
        "sunk": .set(\.slippedUnknown),
        "tgen": .set(\.typingSlipGeneral),
        "tmix": .set(\.typingSlipMixed),
        "tchat": .set(\.typingSlipChat),
        "sclean": .set(\.cleanRunShare),
        "split": .set(\.splitSlippedWord),
        "cut": .set(\.cutSyllable),
        "unfinished": .set(\.unfinishedSlip),
        "ctx": .set(\.contextWeight),
        "follow": .set(\.followerWeight),
    ]

    /// The ranges `--english-costs` keeps its weight and lengths within.
    static let englishCostBounds: [String: ClosedRange<Float>] = ["weight": 0...1, "min": 1...(.infinity), "ulen": 1...(.infinity)]
}
