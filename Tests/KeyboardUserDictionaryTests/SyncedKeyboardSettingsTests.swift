import Foundation
import KeyboardCore
import KeyboardLayout
import KeyboardUserDictionary
import ChineseEngine
import Sync
import Testing
import TextInputModel
import UserDictionary

/// The synced subset of the keyboard's one settings value in the user dictionary: what an
/// earlier build stored loads, only synced keys and readable values are stored, and a setting
/// changed on one device reaches the other device's engine through 同步.
@Suite(.serialized) struct SyncedKeyboardSettingsTests {
    let engine: ChineseEngine
    let root: URL

    init() throws {
        engine = try ChineseEngine()
        root = FileManager.default.temporaryDirectory.appendingPathComponent("shurufa-settings-\(UUID().uuidString)")
    }

    func dictionary(_ name: String) throws -> UserDictionary {
        try UserDictionary(directory: root.appendingPathComponent(name), lexicon: engine.lexicon)
    }

    /// `sync.` rows as an earlier build (and the playground's panel before the one value) wrote them.
    @Test func settingsAnEarlierBuildStoredLoadIntoTheValue() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let stored = try dictionary("old")
        try stored.setSyncedSettings(["layout": "jyutping", "shuangpin": "xiaohe", "script": "hk", "height.landscape": "90", "future": "x"])
        let configuration = try stored.applyingSyncedSettings(to: KeyboardConfiguration())
        #expect(configuration.schema == "jyutping" && configuration.script == .hk)
        #expect(configuration.keyboardFits.fit(for: KeyboardEnvironment(device: .phone, orientation: .landscape)).heightScale == 0.9)
        #expect(try stored.readableSyncedSettings() == ["layout": "jyutping", "script": "hk", "height.landscape": "90"])
        #expect(try stored.syncedSettings()["future"] == "x", "a key a newer build wrote stays stored")
        // The 26 keys with a 双拼 scheme, as two settings then: the one schema now.
        try stored.setSyncedSettings(["layout": "pinyin-26", "shuangpin": "xiaohe"])
        #expect(try stored.applyingSyncedSettings(to: KeyboardConfiguration()).schema == "shuangpin-xiaohe")
    }

    @Test func onlySyncedSettingsWithReadableValuesAreStored() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let stored = try dictionary("checked")
        #expect(throws: KeyboardSettingError.self) { try stored.storeSyncedSettings(["fuzzy": "z-zh"]) }
        #expect(throws: KeyboardSettingError.self) { try stored.storeSyncedSettings(["shuangpin": "xiaohe", "height.portrait": "260"]) }
        #expect(try stored.syncedSettings().isEmpty, "nothing of a refused write is stored")
        var changed = KeyboardConfiguration()
        changed.schema = "shuangpin-ziranma"
        try changed.set("fuzzy", to: "z-zh")
        try stored.storeSyncedSettings(changedFrom: KeyboardConfiguration(), to: changed)
        #expect(try stored.syncedSettings() == ["schema": "shuangpin-ziranma"], "only what changed, and only what syncs")
    }

    /// 双拼 and the script chosen on device A: after A and B sync, B's keyboard reads 双拼 and writes 繁體.
    @Test func aSettingChangedOnOneDeviceReachesTheOtherDevicesEngine() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let transport = FolderTransport(folder: root.appendingPathComponent("folder"))
        let a = try dictionary("a"), b = try dictionary("b")
        var chosen = KeyboardConfiguration()
        chosen.schema = "shuangpin-xiaohe"
        try chosen.set("script", to: "tw")
        try a.storeSyncedSettings(changedFrom: KeyboardConfiguration(), to: chosen)
        _ = try await SyncSession(dictionary: a, transport: transport, remote: "test", passphrase: "correct horse", vaultCost: 10).run()
        _ = try await SyncSession(dictionary: b, transport: transport, remote: "test", passphrase: "correct horse", vaultCost: 10).run()

        let configuration = try b.applyingSyncedSettings(to: KeyboardConfiguration())
        #expect(configuration.schema == "shuangpin-xiaohe" && configuration.script == .tw)
        let document = InMemoryTextDocument()
        let controller = KeyboardController(engine: engine, document: document, library: try LayoutLibrary.standard(), size: StandardKeyboardSize.phonePortrait, configuration: configuration)
        document.inputDelegate = controller
        for letter in "vsgo" { controller.handle(.character(String(letter))) }
        #expect(controller.barTexts.first == "中國")
    }
}
