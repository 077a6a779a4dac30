import PinyinEngine

extension EngineOptions {
    /// The script of 粤拼's candidates: Hong Kong characters as the data writes them (`--script hk`
    /// or none); other scripts are not offered yet, and saying so beats printing Mandarin forms.
    func cantoneseScriptConverter(for engine: PinyinEngine) throws -> ScriptConverter {
        guard script == nil || script == .hk || script == .traditional else {
            throw UsageError("--jyutping writes Hong Kong characters; --script \(script!.rawValue) is not offered for 粤拼")
        }
        return .identity
    }
}
