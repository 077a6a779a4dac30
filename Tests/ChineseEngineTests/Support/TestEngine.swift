import ChineseEngine

/// The shipped engine, opened once for all tests (it is an immutable value over mapped files).
let testEngine: ChineseEngine = {
    do { return try ChineseEngine() } catch { fatalError("the shipped engine data does not open: \(error)") }
}()

/// The texts of the candidates for `pinyin`.
func texts(_ pinyin: String, limit: Int = 60, engine: ChineseEngine = testEngine) -> [String] {
    engine.candidates(for: pinyin, limit: limit).map(\.text)
}
