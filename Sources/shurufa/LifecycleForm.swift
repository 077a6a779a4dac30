import KeyboardCore
import KeyboardLayout
import KeyboardRendering

/// What `bench lifecycle` does in one form on each open: reaches it with the in-keyboard switcher
/// (the switcher opened, its entry tapped) and types in it as a person would — a pinyin sentence,
/// `hello`, 你 in 注音 (ㄋㄧˇ), 粤拼 (`neihou`), 五笔 (`wq`) and 倉頡 (人弓火), a stroke written on
/// the 手写 pad and committed by the pause, an emoji tapped — the render tree built after each
/// touch, and whatever is composed picked.
struct LifecycleForm {
    /// Every form the switcher reaches, in the order the bench goes through them.
    static let switcherForms: [InputForm] = ["pinyin", "english", "zhuyin", "jyutping", "wubi86", "cangjie5", "handwriting", "emoji"]
        .compactMap(InputForm.init(name:))

    let form: InputForm
    /// The pinyin typed on the pinyin keyboards.
    let sentence: String

    init(_ form: InputForm, sentence: String) {
        self.form = form
        self.sentence = sentence
    }

    /// The keys tapped in the form, then space (none: the form is typed otherwise): the sentence
    /// on the 26 pinyin keys, else what `typedKeys` lists for the form.
    var keys: [String] {
        if form == .chinese(.pinyin) { return sentence.map(String.init) }
        return Self.typedKeys[form.name] ?? []
    }

    /// The keys the bench taps in each form but 全拼, by the form's name (你 in each, `hello` in English).
    private static let typedKeys: [String: [String]] = [
        "english": ["h", "e", "l", "l", "o"], "zhuyin": ["ㄋ", "ㄧ", "ˇ"], "jyutping": ["n", "e", "i", "h", "o", "u"], "wubi86": ["w", "q"],
        "cangjie5": ["o", "n", "f"], "quick5": ["o", "n", "f"], "t9": ["6", "4", "4", "2", "6"], "strokes": ["stroke-h", "stroke-s"],
    ]

    /// Reaches the form with the switcher and types in it.
    func reach(with typist: inout BenchTypist, renderer: KeyboardRenderer) throws {
        let controller = typist.controller
        func draw() { _ = renderer.render(controller.fittedLayout, state: controller.renderState) }
        if controller.inputForm != form {
            controller.handle(.command(.openFormSwitcher))
            draw()
            guard let entry = controller.screen.formSwitcher?.items.first(where: { $0.id == "form-" + form.name }) else {
                throw CommandFailure("the switcher does not offer \(form.name)")
            }
            typist.tap(entry.frame.center)
            draw()
            guard controller.inputForm == form else { throw CommandFailure("the switcher did not show \(form.name)") }
        }
        switch form {
        case .chinese(let schema) where schema.schema.kind == .handwriting:
            guard let pad = controller.fittedLayout.keys.first(where: { $0.key.action == .handwritingPad })?.frame else {
                throw CommandFailure("no pad in the layout \(controller.fittedLayout.layoutID)")
            }
            // 一: one stroke across the pad's middle, committed when the pause passes.
            typist.stroke(from: LayoutPoint(x: pad.minX + pad.width * 0.25, y: pad.midY), to: LayoutPoint(x: pad.maxX - pad.width * 0.25, y: pad.midY))
            draw()
            typist.wait(seconds: 2)
            draw()
        case .emoji:
            guard let cell = controller.fittedLayout.keys.first(where: { $0.key.role == .emoji })?.frame else {
                throw CommandFailure("no emoji on the page \(controller.fittedLayout.layoutID)")
            }
            typist.tap(cell.center)
            draw()
        default:
            for key in keys {
                typist.tap(try typist.centre(of: key))
                draw()
            }
            typist.tap(try typist.centre(of: "space"))
            draw()
        }
        while controller.isComposing { controller.handle(.command(.selectCandidate(0))) }
    }
}
