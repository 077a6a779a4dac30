import Foundation
import KeyboardCore
import KeyboardLayout
import KeyboardRendering
import KeyboardUserDictionary
import TextInputModel

/// `shurufa bench lifecycle [--opens N] [--sentence PINYIN] [--forms LIST]`: the keyboard opened
/// and closed N times (default 1,000) in one process, as iOS does each time a keyboard appears:
/// the engine (its data memory-mapped), the user dictionary (`ExtensionUserDictionary`, a
/// temporary folder), the controller over an in-memory document and the render tree. Each open
/// goes through every form of `--forms` (by default every form the switcher reaches: pinyin,
/// English, 注音, 粤拼, 五笔, 倉頡, 手写, emoji) with the in-keyboard switcher and types in it
/// (`LifecycleForm`; the pinyin sentence picked with the space bar, so the dictionary learns, a
/// write), then everything is released. Prints RssAnon (private memory) after each form on the
/// first and the last open, and after the first close and at each tenfold of closes; a keyboard
/// that leaked (KeyboardKit's grew 4–5 MB an open) grows it. Exit status 1 when the last close
/// is more than 1 MB over the first, or over 20 MB in all.
///
/// glibc's allocator runs with its own policy (its mmap threshold rises when a mapped block is
/// freed, so later temporaries come from the heap, whose pages stay): a form that allocates
/// large temporaries on every open shows here as growth. 五笔's was the word-text index, 1.3 MB
/// built on each open (+2.6 MB by the tenth); it is built once a process now (`BuiltWordTextIndexes`).
func benchLifecycle(_ arguments: [String]) throws -> Int32 {
    var reader = ArgumentReader(arguments)
    let opens = try reader.positiveInteger("--opens") ?? 1_000
    let sentence = try reader.option("--sentence") ?? "womenyiqiquchifanba"
    let formNames = try reader.option("--forms") ?? LifecycleForm.switcherForms.map(\.name).joined(separator: ",")
    let forms = EnabledForms(names: formNames)?.forms
    guard try reader.positionals().isEmpty, !sentence.isEmpty, sentence.allSatisfy({ $0.isASCII && $0.isLowercase }), let forms else {
        throw UsageError("usage: shurufa bench lifecycle [--opens N] [--sentence PINYIN] (lowercase letters) [--forms "
                         + InputForm.allCases.map(\.name).joined(separator: ",") + "]")
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shurufa-lifecycle-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }

    var first = 0, last = 0
    var typed = ""
    let start = BenchClock.now()
    print("lifecycle: the keyboard opened, typed in \(forms.map(\.title).joined(separator: ", ")) ('\(sentence)' in pinyin), closed; \(opens) times")
    for index in 1...opens {
        let reportsForms = index == 1 || index == opens
        if reportsForms { print("  open \(index), RssAnon after typing in each form:") }
        typed = try openTypeAndClose(sentence: sentence, forms: forms, folder: folder) { form, rssAnon, added in
            guard reportsForms else { return }
            print(String(format: "    %-8@ %6d kB  (%+d kB)", form.title as NSString, rssAnon, added))
        }
        let rssAnon = BenchClock.memory().rssAnon
        if index == 1 { first = rssAnon }
        last = rssAnon
        if index == 1 || index == opens || [10, 100, 1_000, 10_000].contains(index) {
            // Open files and mappings too: a keyboard kept alive keeps its database and data files.
            print(String(format: "  after close %6d: RssAnon %6d kB  (%+d kB over the first)  %d open files, %d mappings",
                         index, rssAnon, rssAnon - first, entries("/proc/self/fd"), lines("/proc/self/maps")))
        }
    }
    let seconds = Double(BenchClock.now() - start) / 1e9
    print(String(format: "  typed %@ each time; %.1f ms an open on average", typed, seconds * 1e3 / Double(opens)))
    let growth = last - first
    print("  growth from the first close to the last: \(growth) kB (bound: 1024 kB); RssAnon at the last: \(last) kB (bound: 20480 kB)")
    return growth <= 1_024 && last <= 20_480 ? 0 : 1
}

/// The number of entries in a folder (open files in `/proc/self/fd`).
private func entries(_ folder: String) -> Int { (try? FileManager.default.contentsOfDirectory(atPath: folder).count) ?? -1 }

/// The number of lines of a text file (mappings in `/proc/self/maps`).
private func lines(_ path: String) -> Int { (try? String(contentsOfFile: path, encoding: .utf8))?.split(separator: "\n").count ?? -1 }

/// One keyboard's life: opened with `forms` turned on, each form reached with the switcher and
/// typed in (`report` hears RssAnon after each, and what it added), closed (all released on
/// return). Returns the text the document held.
private func openTypeAndClose(
    sentence: String, forms: [InputForm], folder: URL, report: (InputForm, Int, Int) -> Void
) throws -> String {
    let opened = try ExtensionUserDictionary(groupContainer: nil, ownContainer: folder).openEngine()
    if let error = opened.learningError { throw CommandFailure("the user dictionary did not open: \(error)") }
    let document = InMemoryTextDocument()
    var configuration = KeyboardConfiguration()
    configuration.enabledForms = EnabledForms(forms)
    let controller = KeyboardController(
        engine: opened.engine.engine, document: document, library: try LayoutLibrary.standard(), size: StandardKeyboardSize.phonePortrait, configuration: configuration)
    let renderer = KeyboardRenderer()
    var typist = BenchTypist(controller)
    var before = BenchClock.memory().rssAnon
    for form in forms {
        try LifecycleForm(form, sentence: sentence).reach(with: &typist, renderer: renderer)
        let rssAnon = BenchClock.memory().rssAnon
        report(form, rssAnon, rssAnon - before)
        before = rssAnon
    }
    return document.text
}
