import KeyboardCore
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

/// The host's settings screen: every setting the keyboard declares (`KeyboardConfiguration.settings`),
/// each drawn by its control with its label and choices (`KeyboardSettingRow`), then the host's own
/// screens. Nothing here lists a setting or a schema by hand: a setting added to the declarations
/// appears here, as it does on the playground's page.
struct SettingsView: View {
    @StateObject private var settings = HostKeyboardSettings()

    var body: some View {
        NavigationStack {
            Form {
                Section("启用") {
                    Text("设置 → 通用 → 键盘 → 键盘 → 添加新键盘 → 输入法 Shurufa")
                }
                Section("键盘") {
                    ForEach(KeyboardConfiguration.settings, id: \.key) { setting in
                        KeyboardSettingRow(setting: setting, settings: settings)
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
