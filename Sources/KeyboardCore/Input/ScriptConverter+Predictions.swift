import ChineseEngine

extension ScriptConverter {
    /// The filter that writes 联想 for the schema `schemaID` in `script`: what the keyboard's bar and
    /// `shurufa predict --schema` both offer. The predictions are the words of the lexicon of the
    /// schema's language (`over engine`, the engine it is typed over), written as that lexicon
    /// writes them: a schema over the engine's own data predicts 简体 words, which go into any script
    /// through the script tables; a language of its own data folder (粤拼's `yue`) predicts in its
    /// schema's script (Hong Kong's characters), which go into 简体 through that folder's
    /// simplifying table and are kept for another traditional script, as its candidates are. A
    /// table that cannot be read leaves the words as the lexicon writes them. An unknown schema
    /// (the 手写 pad types none) predicts over the engine's own words.
    public static func predictions(ofSchema schemaID: String?, in script: ChineseScript, over engine: ChineseEngine) -> ScriptConverter {
        let schema = schemaID.flatMap(Schema.named)
        let ownData = schema.map { $0.kind == .syllables && $0.dataFolder != nil } ?? false
        let lexiconScript = ownData ? schema?.defaultScript ?? .simplified : .simplified
        if lexiconScript == script { return .identity }
        if lexiconScript == .simplified { return (try? ScriptConverter(script: script)) ?? .identity }
        if script == .simplified { return (try? engine.openSimplifier()) ?? .identity }
        return .identity
    }
}

extension [Predictor.Prediction] {
    /// The predictions written by `converter`, best first; words apart in the lexicon that are
    /// written alike in its script are offered once, at the better one's place.
    public func written(by converter: ScriptConverter) -> [Predictor.Prediction] {
        var shown = Set<String>()
        return compactMap { prediction in
            var written = prediction
            written.text = converter.convert(prediction.text)
            return shown.insert(written.text).inserted ? written : nil
        }
    }
}
