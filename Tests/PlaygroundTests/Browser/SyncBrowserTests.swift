import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import KeyboardCore
import PlaygroundSync
import ShurufaTestSupport
import Testing
@testable import Playground

/// The settings panel's 同步 in a real browser: two pages of one server are two devices (each
/// session has its own dictionary) and one WebDAV folder on a real server (rclone on loopback).
@Suite(.serialized, .timeLimit(.minutes(3))) struct SyncBrowserTests {
    @Test func learningOnOnePageReachesTheOtherThroughTheFolder() async throws {
        let dav = try WebDAVTestServer()
        try await withSyncingPages(2) { pages in
            let (a, b) = (pages[0], pages[1])
            // B first: 女孩 is not its first candidate for nh (你好 is), so the test can see it change.
            try await b.tapLetters("nh")
            let before = try await b.candidates()
            #expect(before.first != "女孩", "\(before.prefix(5))")
            try await b.tap("delete")
            try await b.tap("delete")
            // A learns 女孩 for nh until it comes before 你好.
            for _ in 0..<8 {
                try await a.tapLetters("nh")
                let shown = try await a.candidates()
                if let first = shown.first, first == "女孩" { try await a.tap("delete"); try await a.tap("delete"); break }
                try await a.pickCandidate("女孩")
                try await a.waitUntilSettled()
            }
            try await a.tapLetters("nh")
            let learned = try await a.candidates()
            #expect(learned.first == "女孩")
            #expect((learned.firstIndex(of: "女孩") ?? 99) < (learned.firstIndex(of: "你好") ?? 99))
            try await a.tap("delete")
            try await a.tap("delete")
            try await sync(a, dav, count: 1)
            try await sync(b, dav, count: 1)
            try await b.tapLetters("nh")
            #expect(try await b.candidates().first == "女孩")
            // The server's folder holds no word of it.
            for needle in ["女孩", "nv hai"] {
                #expect(!folderHolds(dav.folder, needle), "\(needle) on the server")
            }
        }
    }

    /// #90: a file named past any number a device writes once crashed the server (`covered + 1`)
    /// or grew it without end (every "missing" number listed). The page's sync refuses each by
    /// name, merges the rest, and the server goes on answering.
    @Test func hostileFileNamesAreRefusedByNameAndTheServerGoesOn() async throws {
        let dav = try WebDAVTestServer()
        let names = ["c-0123456789abcdef-18446744073709551615.srf", "s-0123456789abcdef-18446744073709551615.srf"]
        try FileManager.default.createDirectory(at: dav.folder.appendingPathComponent("sync"), withIntermediateDirectories: true)
        for name in names { try Data("any".utf8).write(to: dav.folder.appendingPathComponent("sync/" + name)) }
        try await withSyncingPages(1) { pages in
            let page = pages[0]
            let result = try await sync(page, remote: dav.url().absoluteString, user: dav.user, password: dav.password, count: 1)
            #expect(!result.ok)
            for name in names { #expect(result.text.contains("refused \(name): its number"), "\(result.text)") }
            #expect(result.text.contains("to your other devices:"), "\(result.text)")
            let (_, response) = try await URLSession.shared.data(from: page.server.url)
            #expect((response as? HTTPURLResponse)?.statusCode == 200)
        }
    }

    @Test func theFieldsTakeTypedText() async throws {
        try await BrowserSession.run(makeKeyboard: try realKeyboardFactory.get()) { page in
            // Typed, not pasted: the keys go to the field, not to the keyboard's text field.
            try await page.driver.click(try await page.driver.element("#sync-form input[name=remote]"))
            try await page.driver.typeKeys("/tmp/x")
            try await page.driver.click(try await page.driver.element("#sync-form input[name=passphrase]"))
            try await page.driver.typeKeys("ta ma")
            let typed = try await page.driver.script(
                "const f = document.getElementById('sync-form'); return [f.elements.remote.value, f.elements.passphrase.value];") as? [String]
            #expect(typed == ["/tmp/x", "ta ma"])
            try await page.waitUntilSettled()
            #expect(try await page.documentText() == "")
            #expect(try await page.candidates().isEmpty)
        }
    }

    @Test func aSyncToAServerPathOrAFileURLIsRefused() async throws {
        let target = FileManager.default.temporaryDirectory.appendingPathComponent("shurufa-sync-refused-\(UUID().uuidString)")
        try await withSyncingPages(1) { pages in
            for (count, remote) in [target.path, target.path + "/deep", "file://" + target.path, "file:///", "../x"].enumerated() {
                let result = try await sync(pages[0], remote: remote, count: count + 1)
                #expect(result.ok == false && result.text.contains("WebDAV"), "\(remote): \(result.text)")
            }
        }
        #expect(!FileManager.default.fileExists(atPath: target.path))
    }

    @Test func twoPagesSyncedThroughOneFolderListEachDefaultPhraseOnce() async throws {
        try await withSyncingPages(2) { pages in
            // A folder of this server's scratch space, named on both pages.
            for (index, page) in [pages[0], pages[1], pages[0]].enumerated() {
                let result = try await sync(page, remote: "shared-folder", count: index == 2 ? 2 : 1)
                #expect(result.ok, "\(result.text)")
            }
            for page in pages {
                let listed = try await editorPhrases(page)
                #expect(listed.sorted() == QuickPhraseRules.defaults.map(\.text).sorted(), "\(listed)")
            }
        }
    }

    /// Runs `body` with `count` pages of one server that syncs (each page a device), ready; stops
    /// the browsers and the server after it, also when it fails.
    private func withSyncingPages(_ count: Int, _ body: ([BrowserSession]) async throws -> Void) async throws {
        var configuration = PlaygroundServer.Configuration(makeKeyboard: try realKeyboardFactory.get(), port: 0, logLevel: .critical)
        configuration.limits.workPerSecond = 4
        configuration.limits.workBurst = 10
        // Two browsers start one after the other on a loaded machine: the second page's first
        // message may come late, and the first page waits idle while the second works.
        configuration.limits.firstMessageTimeout = 60
        configuration.syncService = PlaygroundSyncAdapter(dictionaries: realKeyboardDictionaries, timeout: 20, vaultCost: 10)
        let server = try await PlaygroundServer(configuration: configuration).start()
        var drivers: [WebDriver] = []
        let outcome: Result<Void, any Error>
        do {
            for _ in 0..<count { drivers.append(try await WebDriver()) }
            let pages = drivers.map { BrowserSession(server: server, driver: $0) }
            for page in pages {
                try await page.driver.navigate(to: server.url)
                try await page.waitUntilSettled()
            }
            try await body(pages)
            outcome = .success(())
        } catch {
            outcome = .failure(error)
        }
        for driver in drivers { await driver.quit() }
        await server.stop()
        try outcome.get()
    }

    /// The phrases the page's phrase editor lists (opened from the keyboard's 常用语 panel).
    private func editorPhrases(_ page: BrowserSession) async throws -> [String] {
        try await page.driver.wait(
            until: "document.querySelector('#keyboard g[data-toolbar=\"toolbar-phrases\"]') !== null", "the toolbar on the empty bar")
        try await page.click("#keyboard g[data-toolbar=\"toolbar-phrases\"]")
        try await page.waitUntilSettled()
        try await page.click("#keyboard g[data-panel-control=\"panel-edit\"]")
        try await page.driver.wait(until: "document.querySelectorAll('#phrase-editor li.phrase').length > 0", "the host's phrase editor")
        return try await page.driver.script(
            "return Array.from(document.querySelectorAll('#phrase-editor li.phrase .text')).map(n => n.textContent);") as? [String] ?? []
    }

    /// Fills the panel's 同步 form (typed into its fields by script) and sends it; the result once
    /// the page has had `count` results.
    private func sync(_ page: BrowserSession, remote: String, user: String = "", password: String = "",
                      count: Int) async throws -> (ok: Bool, text: String) {
        _ = try await page.driver.script("""
            const f = document.getElementById('sync-form');
            f.elements.remote.value = arguments[0]; f.elements.user.value = arguments[1];
            f.elements.password.value = arguments[2]; f.elements.passphrase.value = 'correct horse battery staple';
            document.getElementById('sync-now').click();
            """, [remote, user, password])
        try await page.driver.wait(until: "(window.shurufa.syncs || 0) >= \(count)", "the sync's answer")
        let ok = try await page.driver.script("return window.shurufa.lastSync.ok;") as? Bool ?? false
        let text = try await page.driver.script("return window.shurufa.lastSync.text;") as? String ?? ""
        return (ok, text)
    }

    /// Syncs `page` with the WebDAV folder of `dav`; it must all go.
    private func sync(_ page: BrowserSession, _ dav: WebDAVTestServer, count: Int) async throws {
        let result = try await sync(page, remote: dav.url().absoluteString, user: dav.user, password: dav.password, count: count)
        #expect(result.ok, "\(result.text)")
        try await page.waitUntilSettled()
    }
}
