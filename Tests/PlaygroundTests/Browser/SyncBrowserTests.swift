import Foundation
import PlaygroundSync
import ShurufaTestSupport
import Testing
@testable import Playground

/// The settings panel's 同步 in a real browser: two pages of one server are two devices (each
/// session has its own dictionary) and one WebDAV folder on a real server (rclone on loopback).
@Suite(.serialized, .timeLimit(.minutes(3))) struct SyncBrowserTests {
    @Test func learningOnOnePageReachesTheOtherThroughTheFolder() async throws {
        let dav = try WebDAVTestServer()
        var configuration = PlaygroundServer.Configuration(makeKeyboard: try realKeyboardFactory.get(), port: 0, logLevel: .critical)
        configuration.limits.workPerSecond = 4
        configuration.limits.workBurst = 10
        // Two browsers start one after the other on a loaded machine: the second page's first
        // message may come late, and the first page waits idle while the second works.
        configuration.limits.firstMessageTimeout = 60
        configuration.syncService = PlaygroundSyncAdapter(timeout: 20, vaultCost: 10)
        let server = try await PlaygroundServer(configuration: configuration).start()
        var drivers: [WebDriver] = []
        do {
            for _ in 0..<2 { drivers.append(try await WebDriver()) }
            let pages = drivers.map { BrowserSession(server: server, driver: $0) }
            for page in pages {
                try await page.driver.navigate(to: server.url)
                try await page.waitUntilSettled()
            }
            let (a, b) = (pages[0], pages[1])
            // B first: 你好 is not its first candidate for nh, so the test can see it change.
            try await b.tapLetters("nh")
            let before = try await b.candidates()
            #expect(before.first != "你好", "\(before.prefix(5))")
            try await b.tap("delete")
            try await b.tap("delete")
            // A learns 你好 for nh until it comes before 内核.
            for _ in 0..<8 {
                try await a.tapLetters("nh")
                let shown = try await a.candidates()
                if let first = shown.first, first == "你好" { try await a.tap("delete"); try await a.tap("delete"); break }
                try await a.pickCandidate("你好")
                try await a.waitUntilSettled()
            }
            try await a.tapLetters("nh")
            let learned = try await a.candidates()
            #expect(learned.first == "你好")
            #expect((learned.firstIndex(of: "你好") ?? 99) < (learned.firstIndex(of: "内核") ?? 99))
            try await a.tap("delete")
            try await a.tap("delete")
            try await sync(a, dav, count: 1)
            try await sync(b, dav, count: 1)
            try await b.tapLetters("nh")
            #expect(try await b.candidates().first == "你好")
            // The server's folder holds no word of it.
            for needle in ["你好", "ni hao"] {
                #expect(!folderHolds(dav.folder, needle), "\(needle) on the server")
            }
        } catch {
            for driver in drivers { await driver.quit() }
            await server.stop()
            throw error
        }
        for driver in drivers { await driver.quit() }
        await server.stop()
    }

    /// Fills the panel's 同步 form and waits for the result.
    private func sync(_ page: BrowserSession, _ dav: WebDAVTestServer, count: Int) async throws {
        _ = try await page.driver.script("""
            const f = document.getElementById('sync-form');
            f.elements.remote.value = arguments[0]; f.elements.user.value = arguments[1];
            f.elements.password.value = arguments[2]; f.elements.passphrase.value = 'correct horse battery staple';
            document.getElementById('sync-now').click();
            """, [dav.url().absoluteString, dav.user, dav.password])
        try await page.driver.wait(until: "(window.shurufa.syncs || 0) >= \(count)", timeout: 60, "the sync's answer")
        let ok = try await page.driver.script("return window.shurufa.lastSync.ok;") as? Bool
        let text = try await page.driver.script("return window.shurufa.lastSync.text;") as? String
        #expect(ok == true, "\(text ?? "")")
        try await page.waitUntilSettled()
    }
}
