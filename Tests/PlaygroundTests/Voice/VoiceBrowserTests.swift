import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import Playground

/// The voice page in headless Chromium (no microphone there, so the server's sample stands in).
/// In `BrowserTests` so it runs serialized with the other browser tests, one Chromium at a time.
extension BrowserTests {
    private static func prepareVoice(_ page: BrowserSession) async throws {
        try await page.driver.wait(until: "document.body.dataset.voiceReady === '1'", "the voice socket")
        _ = try await page.driver.script("window.shurufaVoice.forceSample = true; return true;")
    }

    @Test func holdingTheVoiceButtonRecordsAnMP3ThePageCanPlay() async throws {
        try await BrowserSession.run { page in
            try await Self.prepareVoice(page)
            try await page.driver.hold("#voice-hold", milliseconds: 1500)
            try await page.driver.wait(until: "!!document.querySelector('#voice-player audio[controls]')", "the player")
            let source = try await page.driver.script(
                "return document.querySelector('#voice-player audio').getAttribute('src');") as? String ?? ""
            #expect(source.hasPrefix("/voice/") && source.hasSuffix(".mp3"), "src: \(source)")
            let url = try #require(URL(string: source, relativeTo: page.server.url))
            let (data, response) = try await URLSession.shared.data(from: url)
            #expect((response as? HTTPURLResponse)?.statusCode == 200)
            #expect((response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Type") == "audio/mpeg")
            let bytes = [UInt8](data)
            let id3 = bytes.starts(with: Array("ID3".utf8))
            let sync = bytes.count > 1 && bytes[0] == 0xFF && bytes[1] & 0xE0 == 0xE0
            #expect(bytes.count > 1_000 && (id3 || sync), "\(bytes.count) bytes starting \(bytes.prefix(4))")
            let events = try await page.driver.script("return window.shurufaVoice.events.join(',');") as? String ?? ""
            #expect(events.contains("started") && events.contains("level"), "events: \(events)")
        }
    }

    @Test func aHalfSecondHoldIsTooShortAndShowsNoPlayer() async throws {
        try await BrowserSession.run { page in
            try await Self.prepareVoice(page)
            try await page.driver.hold("#voice-hold", milliseconds: 500)
            try await page.driver.wait(
                until: "document.getElementById('voice-status').textContent === '录音时间太短'", "录音时间太短")
            #expect(try await page.driver.elements("#voice-player audio").isEmpty)
        }
    }
}
