import ChineseEngine

extension EngineOptions {
    /// The script of 粤拼's candidates: Hong Kong characters as the data writes them (`--script hk`,
    /// `traditional` or none), or 简体 through the data's own table (`--script simplified`); Taiwan's
    /// forms are not offered, and saying so beats printing Hong Kong's under their name.
    func cantoneseScriptConverter(for engine: ChineseEngine) throws -> ScriptConverter {
        switch script {
        case nil, .hk, .traditional: return .identity
        case .simplified: return try engine.openSimplifier()
        case .tw: throw UsageError("--jyutping writes Hong Kong characters or simplified ones; --script tw is not offered for 粤拼")
        }
    }

    /// The script of 倉頡's and 速成's candidates: their tables' Hong Kong characters (no `--script`,
    /// or a traditional one), or 简体 through the simplifying table of the data's `yue` folder
    /// (`--script simplified`: 倉 → 仓, a character without another form kept).
    func traditionalShapeConverter(for engine: ChineseEngine) throws -> ScriptConverter {
        guard script == .simplified else { return .identity }
        guard engine.data != nil else { throw UsageError("--script simplified needs the engine's data folder for 倉頡 and 速成") }
        return try engine.openHongKongSimplifier()
    }
}
