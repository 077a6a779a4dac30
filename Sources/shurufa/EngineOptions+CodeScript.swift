import ChineseEngine

extension EngineOptions {
    /// The script of a traditional code table's candidates (倉頡's, 速成's): its characters as the
    /// table has them (no `--script`, or a traditional one), or 简体 through the simplifier of the
    /// language its schema ranks by (`rank-by`: 倉 → 仓, a character without another form kept).
    func traditionalShapeConverter(for engine: ChineseEngine, scheme: ShapeScheme) throws -> ScriptConverter {
        guard script == .simplified else { return .identity }
        guard engine.data != nil else { throw UsageError("--script simplified needs the engine's data folder for \(scheme.name)") }
        return try engine.openSimplifier(of: scheme)
    }
}
