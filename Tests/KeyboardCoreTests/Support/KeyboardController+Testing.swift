import ChineseEngine
import StrokeInput
@testable import KeyboardCore

extension KeyboardController {
    /// The composer of the schema shown (全拼's when the schema shown is no syllable composer's),
    /// for tests that look inside it.
    var composer: ChineseComposer { source as? ChineseComposer ?? sources.pinyin }

    /// 笔画筛选 on the pinyin composer directly (what the stroke row's keys do).
    func filterCandidates(byStrokes pattern: StrokePattern) { composer.filter(byStrokes: pattern) }
}

extension KeyboardController {
    /// The pinyin candidates for the composition, best first.
    var candidates: [CandidateItem] { composer.candidates }

    /// The pinyin composition (letters typed, pieces picked).
    var composition: Composition { composer.composition }

    /// The 手写 pad (made when first asked for).
    var handwriting: HandwritingPad { sources.source(for: SchemaID("handwriting")) as! HandwritingPad }
}
