import SwiftUI

/// The host app: the keyboard's settings, written to the App Group's defaults where the
/// extension reads them, and the Full Access explanation. (Not type-checked on Linux: SwiftUI.)
@main
struct ShurufaHostApp: App {
    var body: some Scene {
        // "Open in Shurufa" from Files or AirDrop: the file is imported at once (WordListsView shows it).
        // Opening the app syncs the dictionary when the user set up 同步 (the keyboard never syncs by itself).
        WindowGroup {
            SettingsView()
                .onOpenURL { WordListsModel.shared.importFile(at: $0) }
                .task { _ = await HostSyncRunner.sync() }
        }
    }
}

struct SettingsView: View {
    @AppStorage("fuzzyPairs", store: UserDefaults(suiteName: "group.org.shurufa.keyboard")) private var fuzzyPairs = ""
    @AppStorage("shuangpinScheme", store: UserDefaults(suiteName: "group.org.shurufa.keyboard")) private var shuangpin = ""
    @AppStorage("traditional", store: UserDefaults(suiteName: "group.org.shurufa.keyboard")) private var traditional = false
    @AppStorage("keyClicks", store: UserDefaults(suiteName: "group.org.shurufa.keyboard")) private var keyClicks = true
    /// The Chinese keyboard the extension shows (`ChineseKeyboard`'s raw values).
    @AppStorage("chineseKeyboard", store: UserDefaults(suiteName: "group.org.shurufa.keyboard")) private var chineseKeyboard = "pinyin-26"

    var body: some View {
        NavigationStack {
            Form {
                Section("启用") {
                    Text("设置 → 通用 → 键盘 → 键盘 → 添加新键盘 → 输入法 Shurufa")
                }
                Section("键盘") {
                    Picker("中文键盘", selection: $chineseKeyboard) {
                        Text("全键拼音").tag("pinyin-26")
                        Text("九宫格拼音").tag("pinyin-9")
                        Text("手写").tag("handwriting")
                        Text("五笔").tag("wubi")
                        Text("倉頡").tag("cangjie")
                        Text("速成").tag("quick")
                        Text("粤拼").tag("jyutping")
                    }
                }
                Section("拼音") {
                    TextField("模糊音（如 zh=z, n=l）", text: $fuzzyPairs)
                    TextField("双拼方案（空：全拼）", text: $shuangpin)
                    Toggle("繁体", isOn: $traditional)
                    Toggle("按键音", isOn: $keyClicks)
                }
                Section("常用语") {
                    NavigationLink("编辑常用语") { PhrasesView() }
                }
                Section("同步") {
                    NavigationLink("同步（iCloud 云盘 / WebDAV，端到端加密）") { SyncView() }
                }
                Section("用户词库") {
                    NavigationLink("导入 / 导出词库") { WordListsView() }
                }
                Section("完全访问") {
                    Text("打字、联想、表情和学习都在本机完成，不需要“允许完全访问”。开启后仅用于：按键震动反馈、与本应用共享用户词库和设置，以及你明确打开的在线功能。安全输入框（密码）从不显示候选、从不学习。")
                }
            }
            .navigationTitle("输入法")
        }
    }
}
