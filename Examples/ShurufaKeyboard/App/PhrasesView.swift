import Foundation
import KeyboardCore
import KeyboardUserDictionary
import ChineseEngine
import SwiftUI
import UserDictionary

/// 常用语 in the host app: the saved phrases the keyboard offers (in its panel, and in the bar when
/// their short code is typed), kept in the App Group's user dictionary — the same file the keyboard
/// opens with Full Access. Add, edit, reorder (Edit, then drag), delete (swipe).
/// (Not type-checked on Linux: SwiftUI.)
struct PhrasesView: View {
    @State private var book: QuickPhraseBook?
    @State private var phrases: [QuickPhrase] = []
    @State private var draft = QuickPhrase(id: 0, text: "", code: "", group: QuickPhraseRules.defaultGroup)
    @State private var editing: QuickPhrase?
    @State private var message: String?

    var body: some View {
        List {
            Section("常用语") {
                ForEach(phrases) { phrase in
                    Button {
                        editing = phrase
                    } label: {
                        HStack {
                            VStack(alignment: .leading) {
                                Text(phrase.text).lineLimit(2)
                                Text(phrase.group).font(.caption).foregroundStyle(.secondary)
                            }
                            Spacer()
                            Text(phrase.code).font(.caption.monospaced()).foregroundStyle(.secondary)
                        }
                    }
                }
                .onMove { from, to in
                    guard let first = from.first else { return }
                    book?.move(phrases[first].id, to: to > first ? to - 1 : to)
                    reload()
                }
                .onDelete { offsets in
                    for index in offsets { book?.remove(phrases[index].id) }
                    reload()
                }
            }
            Section("添加") {
                PhraseFields(phrase: $draft)
                Button("添加") {
                    save { try book?.add(text: draft.text, code: draft.code, group: draft.group) }
                    if message == nil { draft = QuickPhrase(id: 0, text: "", code: "", group: draft.group) }
                }
            }
            if let message { Text(message).foregroundStyle(.red) }
        }
        .navigationTitle("常用语")
        .toolbar { EditButton() }
        .sheet(item: $editing) { phrase in
            NavigationStack {
                Form { PhraseFields(phrase: Binding(get: { editing ?? phrase }, set: { editing = $0 })) }
                    .toolbar {
                        Button("保存") {
                            if let edited = editing { save { try book?.update(edited) } }
                            editing = nil
                        }
                    }
            }
        }
        .task { open() }
    }

    /// Opens the phrases in the App Group's user dictionary (the defaults the first time).
    private func open() {
        guard book == nil else { return reload() }
        do {
            guard let group = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.org.shurufa.keyboard") else {
                message = "App Group 未配置"
                return
            }
            let dictionary = try UserDictionary(
                directory: group.appendingPathComponent("Shurufa", isDirectory: true), lexicon: try ChineseEngine().lexicon)
            book = QuickPhraseBook(store: UserDictionaryPhraseStore(dictionary))
            reload()
        } catch {
            message = "\(error)"
        }
    }

    private func reload() {
        book?.reload()
        phrases = book?.phrases ?? []
    }

    private func save(_ change: () throws -> Void) {
        do {
            try change()
            message = nil
        } catch {
            message = "\(error)"
        }
        reload()
    }
}

/// The text, short code and group of a phrase.
private struct PhraseFields: View {
    @Binding var phrase: QuickPhrase

    var body: some View {
        TextField("短语", text: $phrase.text, axis: .vertical)
        TextField("编码（如 dz，打出它时候选栏提供这条短语）", text: $phrase.code)
            .textInputAutocapitalization(.never)
            .autocorrectionDisabled()
        TextField("分组", text: $phrase.group)
    }
}
