import Foundation
import ChineseEngine
import Security
import ShurufaUIKit
import SwiftUI
import Sync
import UserDictionary

/// 同步 in the host app: where the encrypted sync folder is (the app's iCloud Drive container or a
/// WebDAV folder), the passphrase (in the Keychain, never synced), and 立即同步. The app also syncs
/// each time it is opened (`HostSyncRunner.syncIfSetUp`). The keyboard extension never syncs by
/// itself. (Not type-checked on Linux: SwiftUI; the sync itself is `ShurufaUIKit.HostSync`.)
struct SyncView: View {
    @AppStorage("syncPlace", store: UserDefaults(suiteName: "group.org.shurufa.keyboard")) private var place = "off"
    @AppStorage("syncWebDAV", store: UserDefaults(suiteName: "group.org.shurufa.keyboard")) private var webDAV = ""
    @AppStorage("syncUser", store: UserDefaults(suiteName: "group.org.shurufa.keyboard")) private var user = ""
    @State private var password = Keychain.read("syncPassword") ?? ""
    @State private var passphrase = Keychain.read("syncPassphrase") ?? ""
    @State private var status = ""
    @State private var running = false

    var body: some View {
        Form {
            Section("同步到") {
                Picker("位置", selection: $place) {
                    Text("关闭").tag("off")
                    Text("iCloud 云盘").tag("icloud")
                    Text("WebDAV（坚果云、Nextcloud…）").tag("webdav")
                }
                if place == "webdav" {
                    TextField("https://dav.jianguoyun.com/dav/shurufa/", text: $webDAV).textInputAutocapitalization(.never)
                    TextField("用户名", text: $user).textInputAutocapitalization(.never)
                    SecureField("应用密码", text: $password)
                }
            }
            Section {
                SecureField("同步密码（每台设备相同）", text: $passphrase)
            } footer: {
                Text("你的词、学习记录、常用语和键盘设置在本机加密后才上传：服务器只看到密文和不含任何词的文件名。剪贴板从不同步。忘记同步密码就无法读取已同步的数据。")
            }
            Section {
                Button(running ? "同步中…" : "立即同步") { Task { await syncNow() } }.disabled(running || place == "off" || passphrase.isEmpty)
                if !status.isEmpty { Text(status).font(.caption).foregroundStyle(.secondary) }
            }
        }
        .navigationTitle("同步")
        .onChange(of: password) { _, value in Keychain.write("syncPassword", value) }
        .onChange(of: passphrase) { _, value in Keychain.write("syncPassphrase", value) }
    }

    private func syncNow() async {
        running = true
        defer { running = false }
        status = await HostSyncRunner.sync() ?? "未设置同步"
    }
}

/// Runs the host's sync with what the settings say: when the app opens, and from `SyncView`.
enum HostSyncRunner {
    /// Syncs if the user set a place and a passphrase; returns the report's text (nil when not set up).
    static func sync() async -> String? {
        let defaults = UserDefaults(suiteName: "group.org.shurufa.keyboard")
        guard let passphrase = Keychain.read("syncPassphrase"), !passphrase.isEmpty,
              let group = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.org.shurufa.keyboard")
        else { return nil }
        let place: HostSync.Place
        switch defaults?.string(forKey: "syncPlace") {
        case "icloud": place = .iCloud(containerIdentifier: nil)
        case "webdav":
            guard let url = URL(string: defaults?.string(forKey: "syncWebDAV") ?? "") else { return "WebDAV 地址无效" }
            place = .webDAV(url, user: defaults?.string(forKey: "syncUser") ?? "", password: Keychain.read("syncPassword") ?? "")
        default: return nil
        }
        do {
            let dictionary = try UserDictionary(directory: group.appendingPathComponent("Shurufa", isDirectory: true),
                                                lexicon: try ChineseEngine().lexicon)
            let report = try await HostSync(place: place, passphrase: passphrase).run(dictionary)
            return report.description
        } catch {
            return "\(error)"
        }
    }
}

/// The two secrets of the sync in the Keychain (this device only: never in a backup or iCloud Keychain).
enum Keychain {
    static func read(_ account: String) -> String? {
        var item: CFTypeRef?
        let query: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrAccount as String: account,
                                    kSecReturnData as String: true]
        guard SecItemCopyMatching(query as CFDictionary, &item) == errSecSuccess, let data = item as? Data else { return nil }
        return String(data: data, encoding: .utf8)
    }

    static func write(_ account: String, _ value: String) {
        let query: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrAccount as String: account]
        SecItemDelete(query as CFDictionary)
        guard !value.isEmpty else { return }
        var item = query
        item[kSecValueData as String] = Data(value.utf8)
        item[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly
        SecItemAdd(item as CFDictionary, nil)
    }
}
