import EnglishEngine
import KeyGeometry

/// The shipped English data, opened once for all the tests.
let testLexicon: EnglishLexicon = {
    do { return try EnglishLexicon() } catch { fatalError("the English data does not open: \(error)") }
}()

/// An engine over the shipped data.
let testEngine: EnglishEngine = {
    do { return try EnglishEngine(lexicon: testLexicon) } catch { fatalError("the spoken model does not open: \(error)") }
}()

/// What the space bar commits after `context` with `typed` letters.
func committed(_ typed: String, after context: String = "", touches: [KeyTouch?] = [], keep: Set<String> = []) -> String? {
    testEngine.suggestions(context: context, typed: typed, touches: touches, keep: keep).commit
}
