import ChineseEngine

/// 联想: the next words offered after a commit, while no input form has input, and the context a
/// commit leaves for the next composition (so one that starts right after it needs no look-up).
/// Every candidate source reaches it through `SourceHost`; it knows no input form.
public final class PredictionSource {
    /// Predicts the next words after commits.
    private(set) var predictor: Predictor
    /// The engine the context of inserted text is looked up in (the active keyboard's language: `follow(_:)`).
    private(set) var engine: ChineseEngine
    /// How many predictions to offer.
    public var limit = 8
    /// The next words offered, best first (empty: none).
    public private(set) var predictions: [Predictor.Prediction] = []
    /// What the last commit left: its text and the context after it.
    private(set) var lastCommit: (text: String, context: LeftContext)?
    /// The schema predicted for and the script its 联想 is written in (`follow(_:schema:script:)`).
    private var writing: (schema: String?, script: ChineseScript)?
    /// Writes the predictions in `writing`'s script (`ScriptConverter.predictions(ofSchema:in:over:)`).
    private var scriptConverter: ScriptConverter = .identity

    /// 联想 over `engine`'s lexicon and model (the commit stage ranks them by the memory: `rankedByMemory`).
    init(engine: ChineseEngine) {
        self.engine = engine
        predictor = Predictor(engine: engine)
    }

    /// Predicts for the schema `schemaID` over `engine` in `script` from now on. Another language
    /// than the one predicted in (粤拼's keyboard shown after pinyin's, or back): the last commit's
    /// words are the other lexicon's, so they and the predictions after them are dropped. Another
    /// schema or script: the predictions are written in it (注音 with 臺灣's script offers 這, 個).
    func follow(_ engine: ChineseEngine, schema schemaID: String?, script: ChineseScript) {
        let languageChanged = engine.lexicon.syllables != self.engine.lexicon.syllables
        if languageChanged {
            self.engine = engine
            predictor = Predictor(engine: engine)
            lastCommit = nil
            predictions.removeAll()
        }
        guard languageChanged || writing?.schema != schemaID || writing?.script != script else { return }
        writing = (schemaID, script)
        scriptConverter = .predictions(ofSchema: schemaID, in: script, over: engine)
        if !predictions.isEmpty { predict() }
    }

    /// The bar's texts: the predictions.
    public var texts: [String] { predictions.map(\.text) }

    /// The context of a composition starting after `textBeforeCaret`: the words of the last commit
    /// when the text still ends with it, else a look-up (a sentence end or nothing: the sentence start).
    func context(before textBeforeCaret: String) -> LeftContext {
        if let lastCommit, !lastCommit.text.isEmpty, textBeforeCaret.hasSuffix(lastCommit.text) { return lastCommit.context }
        return engine.leftContext(after: textBeforeCaret)
    }

    /// A composition committed `text`, leaving `context`: remembered, and 联想 after it.
    func committed(_ text: String, context: LeftContext) {
        lastCommit = (text, context)
        predict()
    }

    /// `text` was inserted without a composition (a written or stroked character): the context is
    /// looked up in `reading` (the text before the caret, read in simplified characters where the
    /// input knows them); with `predicting`, 联想 after it.
    func inserted(_ text: String, readAs reading: String, predicting: Bool) {
        lastCommit = (text, engine.leftContext(after: reading))
        if predicting { predict() } else { predictions.removeAll() }
    }

    /// A commit that left no usable context (text as typed, an emoji): forgotten.
    func forgetLastCommit() {
        lastCommit = nil
    }

    /// Picks prediction `index`: returns its text to commit, and predicts again after it.
    func select(at index: Int) -> String? {
        guard predictions.indices.contains(index) else { return nil }
        let prediction = predictions[index]
        let before = lastCommit?.context ?? .sentenceStart
        let context = prediction.word.map { before.appending([$0]) } ?? .sentenceStart
        lastCommit = ((lastCommit?.text ?? "") + prediction.text, context)
        predict()
        return prediction.text
    }

    /// Drops the predictions (typing, deleting or moving replaces them).
    public func clear() {
        predictions.removeAll()
    }

    /// The next words after the last commit's context (none at a sentence start).
    private func predict() {
        guard let lastCommit, !lastCommit.context.isSentenceStart else { return predictions.removeAll() }
        predictions = predictor.predictions(after: lastCommit.context, limit: limit).written(by: scriptConverter)
    }

    /// The predictions, remembered after the last commit's text (a prediction picked before after
    /// the same text comes first: the commit stage ranks them after every commit).
    var rankedByMemory: RankedCandidates? {
        guard let lastCommit, !predictions.isEmpty else { return nil }
        return RankedCandidates(kind: .chinese, after: lastCommit.text, texts: texts) { [self] order in predictions = order.map { predictions[$0] } }
    }
}
