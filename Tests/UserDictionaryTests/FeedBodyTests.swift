import Foundation
import Testing
@testable import UserDictionary

/// The feed body a commit's learning writes by hand reads back as the changes it holds.
@Suite struct FeedBodyTests {
    @Test func learningBodyDecodesToItsChanges() throws {
        let odd = SyncWordKey(text: "say \"hi\" \\ \u{1}\t你好", pinyin: "ni hao")
        let plain = SyncWordKey(text: "世界", pinyin: "shi jie")
        let changes: [SyncChange] = [
            .learned(odd, delta: 1, at: 1_764_280_000.125), .learned(plain, delta: -0.5, at: 0),
            .pair(SyncPairKey(previous: odd, next: plain), delta: 1e-9, at: 1_764_280_000),
        ]
        let body = try SyncChange.feedBody(changes)
        #expect(try JSONDecoder().decode([SyncChange].self, from: body) == changes)
        // Not what JSONEncoder wrote (the hand-written path was taken).
        #expect(body != (try JSONEncoder().encode(changes)))
    }

    @Test func otherChangesRoundTripAndNonFiniteNumbersAreRefused() throws {
        for changes: [SyncChange] in [[.setting(key: "k", value: nil)],
                                      [.learned(SyncWordKey(text: "好", pinyin: "hao"), delta: 1, at: 2), .keptEnglishWord("ok", kept: 3)]] {
            #expect(try JSONDecoder().decode([SyncChange].self, from: SyncChange.feedBody(changes)) == changes)
        }
        #expect(throws: (any Error).self) { try SyncChange.feedBody([.learned(SyncWordKey(text: "好", pinyin: "hao"), delta: .nan, at: 1)]) }
    }
}
