import KeyboardCore
import ChineseEngine
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

/// Each setting is stored under its key in the keyboard's one settings value
/// (`KeyboardConfiguration.settings`), in the value format the extension reads back
/// (`KeyboardViewController.configuration()`); the keyboards listed are the schema registry's.
struct SettingsView: View {
    @AppStorage("fuzzy", store: UserDefaults(suiteName: "group.org.shurufa.keyboard")) private var fuzzy = ""
    @AppStorage("script", store: UserDefaults(suiteName: "group.org.shurufa.keyboard")) private var script = "auto"
    @AppStorage("keyClicks", store: UserDefaults(suiteName: "group.org.shurufa.keyboard")) private var keyClicks = true
    @AppStorage("gestureTyping", store: UserDefaults(suiteName: "group.org.shurufa.keyboard")) private var gestureTyping = true
    @AppStorage("autoCapitalization", store: UserDefaults(suiteName: "group.org.shurufa.keyboard")) private var autoCapitalization = true
    /// The schema the extension types Chinese in (`SchemaID`: the registry's ids, each 双拼 one of them).
    @AppStorage("schema", store: UserDefaults(suiteName: "group.org.shurufa.keyboard")) private var schema = SchemaID.pinyin.rawValue

    var body: some View {
        NavigationStack {
            Form {
                Section("启用") {
                    Text("设置 → 通用 → 键盘 → 键盘 → 添加新键盘 → 输入法 Shurufa")
                }
                Section("键盘") {
                    Picker("中文输入方案", selection: $schema) {
                        ForEach(SchemaID.all, id: \.rawValue) { schema in
                            Text(schema.title).tag(schema.rawValue)
                        }
                    }
                    Toggle("滑行输入", isOn: $gestureTyping)
                    Toggle("英文自动大写", isOn: $autoCapitalization)
                    Toggle("按键音", isOn: $keyClicks)
                }
                Section("拼音") {
                    TextField("模糊音（如 z-zh,an-ang）", text: $fuzzy)
                    Picker("字形", selection: $script) {
                        Text("随键盘").tag("auto")
                        ForEach(ChineseScript.allCases, id: \.rawValue) { Text($0.rawValue).tag($0.rawValue) }
                    }
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
