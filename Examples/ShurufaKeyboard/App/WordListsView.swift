import Foundation
import KeyboardCore
import KeyboardUserDictionary
import ChineseEngine
import ShurufaUIKit
import SwiftUI
import UIKit
import UserDictionary

/// The word lists of other keyboards in and out of the App Group's user dictionary (the file the
/// keyboard opens with Full Access): ShurufaUIKit's `WordListDocumentPicker` does the picking and
/// reading; this view shows what each file gave. (Not type-checked on Linux: SwiftUI.)
@MainActor final class WordListsModel: ObservableObject {
    static let shared = WordListsModel()
    @Published var results: [String] = []
    private var picker: WordListDocumentPicker?

    private func openPicker() -> WordListDocumentPicker? {
        if let picker { return picker }
        guard let group = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.org.shurufa.keyboard"),
              let dictionary = try? UserDictionary(directory: group.appendingPathComponent("Shurufa", isDirectory: true), lexicon: try ChineseEngine().lexicon),
              let lexicon = try? ChineseEngine().lexicon else {
            results.insert("词库打不开：App Group 不可用", at: 0)
            return nil
        }
        let made = WordListDocumentPicker(store: UserDictionaryWordListStore(dictionary, lexicon: lexicon)) { [weak self] name, result in
            switch result {
            case .success(let report):
                self?.results.insert(report.refused ? "\(name)：有 \(report.skipped) 条错误，未导入（严格）"
                                     : "\(name)：导入 \(report.words) 个词（\(report.format)），跳过 \(report.skipped)", at: 0)
            case .failure(let error):
                self?.results.insert("\(name)：\(error)，未导入", at: 0)
            }
        }
        picker = made
        return made
    }

    func importFile(at url: URL) { openPicker()?.importFile(at: url) }

    func present(_ action: (WordListDocumentPicker, UIViewController) throws -> Void) {
        guard let picker = openPicker(),
              let root = (UIApplication.shared.connectedScenes.first as? UIWindowScene)?.keyWindow?.rootViewController else { return }
        do { try action(picker, root) } catch { results.insert("\(error)", at: 0) }
    }
}

struct WordListsView: View {
    @ObservedObject private var model = WordListsModel.shared

    var body: some View {
        List {
            Section("导入") {
                Button("选择文件…（.scel .qcel .qpyd .bdict .bcd Gboard .zip .dict.yaml .txt）") {
                    model.present { picker, root in picker.presentImport(from: root) }
                }
                Text("也可在“文件”或隔空投送中选择“用 输入法 打开”。")
            }
            Section("导出") {
                Button("Rime .dict.yaml") { model.present { try $0.presentExport(format: "rime", from: $1) } }
                Button("Gboard .zip") { model.present { try $0.presentExport(format: "gboard", from: $1) } }
                Button("纯文本") { model.present { try $0.presentExport(format: "plain", from: $1) } }
            }
            Section("结果") { ForEach(model.results, id: \.self) { Text($0) } }
        }
        .navigationTitle("词库")
    }
}
