import Foundation
import Testing
@testable import Playground

@Suite struct LimitsTests {
    @Test func theBucketAllowsABurstThenTheRate() {
        var limiter = EventRateLimiter(rate: 10, burst: 3)
        var results: [Bool] = []
        for _ in 0..<5 { results.append(limiter.allow(at: 0)) }
        #expect(results == [true, true, true, false, false])
        let refilled = limiter.allow(at: 0.1), empty = limiter.allow(at: 0.1)
        #expect(refilled && !empty)
        let first = limiter.allow(at: 10), second = limiter.allow(at: 10), third = limiter.allow(at: 10), fourth = limiter.allow(at: 10)
        #expect(first && second && third && !fourth, "refills, but never past the burst")
    }

    @Test func timeGoingBackwardsDoesNotRefill() {
        var limiter = EventRateLimiter(rate: 10, burst: 1)
        let first = limiter.allow(at: 5), backwards = limiter.allow(at: 1), soon = limiter.allow(at: 5.05), later = limiter.allow(at: 5.11)
        #expect(first && !backwards && !soon && later)
    }

    @Test func pageTimesNeverRunAheadOrBackwards() {
        var clock = PageClock(maxLag: 1)
        let start = clock.serverTime(ofPageTime: 1000, receivedAt: 50)
        let spaced = clock.serverTime(ofPageTime: 1100, receivedAt: 50.2)
        #expect(start == 50)
        #expect(abs(spaced - 50.1) < 1e-9)
        // The page claims a time in the server's future: clamp to now.
        let ahead = clock.serverTime(ofPageTime: 9000, receivedAt: 50.3)
        #expect(ahead == 50.3)
        // A timestamp from the past never moves time backwards.
        let past = clock.serverTime(ofPageTime: 8000, receivedAt: 50.4)
        #expect(past >= 50.3)
        // Far behind (the page stalled): re-anchored to now.
        let stalled = clock.serverTime(ofPageTime: 9100, receivedAt: 60)
        #expect(stalled == 60)
    }

    @Test func theRegistryRefusesPastTheCap() async {
        let registry = SessionRegistry(maxSessions: 2)
        // Sessions that sent a message keep their slots (pending ones would be given up: IdleLockoutTests).
        let a = await registry.admit()
        await registry.prove(a!)
        let b = await registry.admit()
        await registry.prove(b!)
        #expect(a != nil && b != nil && a != b)
        #expect(await registry.admit() == nil)
        #expect(await registry.refused == 1)
        await registry.release(a!)
        #expect(await registry.admit() != nil)
        #expect(await registry.count == 2)
    }

    @Test func settingsAreTypedAndUnknownNamesFailToDecode() throws {
        let valid = #"{"schema":"qwerty","theme":"dark","device":"pad","orientation":"landscape","keyboardType":"numberPad","returnKeyType":"send","secureEntry":true}"#
        let settings = try JSONDecoder().decode(PlaygroundSettings.self, from: Data(valid.utf8))
        #expect(settings == PlaygroundSettings(layout: .qwerty, theme: .dark, device: .pad, orientation: .landscape,
                                               keyboardType: .numberPad, returnKeyType: .send, secureEntry: true))
        let encoded = try JSONDecoder().decode([String: AnyCodableValue].self, from: JSONEncoder().encode(settings))
        #expect(encoded["keyboardType"] == .string("numberPad") && encoded["schema"] == .string("qwerty"))
        for (field, bad) in [("theme", "neon"), ("keyboardType", "klingon"), ("returnKeyType", ""), ("schema", "dvorak")] {
            let text = valid.replacingOccurrences(of: "\"\(field)\":\"\(settings.name(of: field))\"", with: "\"\(field)\":\"\(bad)\"")
            #expect(text != valid)
            #expect(throws: DecodingError.self) { try JSONDecoder().decode(PlaygroundSettings.self, from: Data(text.utf8)) }
        }
        #expect(PlaygroundSettings(returnKeyType: .send).traits.returnKeyType == .send)
        #expect(PlaygroundSettings(theme: .dark).traits.keyboardAppearance == .dark)
    }
}

/// A JSON scalar, to read back what the settings encode to.
private enum AnyCodableValue: Decodable, Equatable {
    case string(String), bool(Bool)
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Bool.self) { self = .bool(value) } else { self = .string(try container.decode(String.self)) }
    }
}

private extension PlaygroundSettings {
    /// The JSON name of a string field's value.
    func name(of field: String) -> String {
        switch field {
        case "theme": theme.name
        case "schema": layout.rawValue
        case "keyboardType": Self.caseName(keyboardType)
        default: Self.caseName(returnKeyType)
        }
    }
}
