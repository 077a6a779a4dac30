import Foundation
@testable import Sync
import Testing
import UserDictionary

/// A device that edits before it first joins (a new phone typed on for a day before sync is
/// turned on) has its edits ordered by when it made them, against what other devices did since:
/// nothing a person did last is undone by a device joining (#90, finding 1).
@Suite("A device that joins late loses nothing")
struct LateJoinerTests {
    static let word = UserWord(text: "梅河冬龙", syllables: ["mei", "he", "dong", "long"])

    @Test("the issue's scenario: A adds and removes 梅河冬龙 before joining; B adds it a second later and syncs; A joins: both keep it")
    func aRemovalBeforeJoiningLosesToALaterAdd() async throws {
        try await withTwoDevices { a, b in
            _ = try await b.session.run()
            try a.dictionary.add(Self.word)
            try a.dictionary.remove(text: Self.word.text, syllables: Self.word.syllables)
            second(a, b)
            try b.dictionary.add(Self.word)
            _ = try await b.session.run()
            second(a, b)
            for device in [a, b, a] { _ = try await device.session.run() }
            #expect(try a.dictionary.words().map(\.text) == [Self.word.text])
            #expect(try b.dictionary.words().map(\.text) == [Self.word.text])
            #expect(try a.contents() == b.contents())
        }
    }

    @Test("the other way round: B adds and syncs; a second later A (never synced) adds and removes it; A joins: the removal, made last, stands")
    func aRemovalBeforeJoiningWinsOverAnEarlierAdd() async throws {
        try await withTwoDevices { a, b in
            try b.dictionary.add(Self.word)
            _ = try await b.session.run()
            second(a, b)
            try a.dictionary.add(Self.word)
            try a.dictionary.remove(text: Self.word.text, syllables: Self.word.syllables)
            for device in [a, b, a] { _ = try await device.session.run() }
            #expect(try a.dictionary.words().isEmpty)
            #expect(try b.dictionary.words().isEmpty)
            #expect(try a.contents() == b.contents())
        }
    }

    @Test("a word removed and added back before joining: the removal still clears what another device learned of it before")
    func aRemovalAddedBackStillClearsEarlierLearning() async throws {
        try await withTwoDevices { a, b in
            let word = LearnedWord(text: "加密", syllables: ["jia", "mi"])
            try b.dictionary.learn(words: [word])
            _ = try await b.session.run()
            second(a, b)
            try a.dictionary.remove(text: word.text, syllables: word.syllables)
            second(a, b)
            try a.dictionary.add(UserWord(text: word.text, syllables: word.syllables))
            try a.dictionary.learn(words: [word])
            for device in [a, b, a] { _ = try await device.session.run() }
            // B's learning came before A's removal; A's after it.
            #expect(try a.dictionary.learnedCount(text: word.text, syllables: word.syllables) == 1)
            let onB = try b.dictionary.learnedCount(text: word.text, syllables: word.syllables)
            #expect(abs(onB - 1) < 1e-9, "\(onB)")
            #expect(try b.dictionary.words().map(\.text) == [word.text])
            #expect(try a.contents() == b.contents())
        }
    }

    /// One kind of thing that syncs: what A does before joining, what B does, and what a device
    /// holds afterwards that tells whose edit stood.
    struct Kind: CustomTestStringConvertible, Sendable {
        var name: String
        var setUp: @Sendable (Device) throws -> Void = { _ in }
        var joiner: @Sendable (Device) throws -> Void
        var other: @Sendable (Device) throws -> Void
        var outcome: @Sendable (Device) throws -> String
        /// Whether the later edit leaves what it leaves alone (learning after a removal stays
        /// learned, but the word stays removed).
        var laterEditAloneWins = true
        var testDescription: String { name }
    }

    static let kinds: [Kind] = [
        Kind(name: "a word", joiner: { try $0.dictionary.add(word) },
             other: { try $0.dictionary.remove(text: word.text, syllables: word.syllables) },
             outcome: { try $0.dictionary.words().map(\.text).joined() }),
        Kind(name: "a setting", joiner: { try $0.dictionary.setSyncedSettings(["shuangpin": "xiaohe"]) },
             other: { try $0.dictionary.setSyncedSettings(["shuangpin": "ziranma"]) },
             outcome: { try $0.dictionary.syncedSettings()["shuangpin"] ?? "-" }),
        Kind(name: "a built-in phrase", setUp: { try $0.dictionary.addPhrasesOnce(BuiltinPhraseTests.defaults) },
             joiner: { device in
                 let phrase = try #require(try device.dictionary.phrases().first { $0.text == "马上到" })
                 try device.dictionary.removePhrase(phrase.id)
             },
             other: { device in
                 var phrase = try #require(try device.dictionary.phrases().first { $0.text == "马上到" })
                 phrase.code = "msdl"
                 try device.dictionary.updatePhrase(phrase)
             },
             // (Which place a phrase brought back by an edit takes beside a removal's renumbering is not what this checks.)
             outcome: { try $0.dictionary.phrases().map { "\($0.text)/\($0.code)" }.sorted().joined(separator: " ") }),
        Kind(name: "a pick remembered", joiner: { device in
                 try device.dictionary.keepChosenText("梅河", kind: "chinese", context: "")
                 try device.dictionary.forgetChosenText("梅河", kind: "chinese", context: "")
             },
             other: { try $0.dictionary.keepChosenText("梅河", kind: "chinese", context: "") },
             outcome: { try $0.dictionary.chosenTexts().map(\.text).joined() }),
        Kind(name: "an emoji's skin tone", joiner: { try $0.dictionary.useEmoji("👍", tones: ["dark"]) },
             other: { try $0.dictionary.useEmoji("👍", tones: ["light"]) },
             outcome: { try $0.dictionary.emojiRecents().map { "\($0.emoji)\($0.tones)" }.joined() }),
        Kind(name: "learning a word another device removes", joiner: { device in
                 try device.dictionary.learn(words: [LearnedWord(text: "冬龙", syllables: ["dong", "long"])])
             },
             other: { try $0.dictionary.remove(text: "冬龙", syllables: ["dong", "long"]) },
             outcome: { device in
                 let count = try device.dictionary.learnedCount(text: "冬龙", syllables: ["dong", "long"])
                 return String(format: "%.3f", count) + (try device.dictionary.isDeleted(text: "冬龙", syllables: ["dong", "long"]) ? " removed" : "")
             }, laterEditAloneWins: false),
    ]

    @Test("each kind: A's edit before joining, then B's a second later: B's stands everywhere, as if A had joined first", arguments: kinds)
    func theOthersLaterEditStands(kind: Kind) async throws {
        let expected = try await Self.outcome(of: kind.other, after: kind.setUp, kind)
        for joinedFirst in [true, false] {
            try await withTwoDevices { a, b in
                try kind.setUp(a)
                try kind.setUp(b)
                _ = try await b.session.run()
                if joinedFirst { _ = try await a.session.run() }
                try kind.joiner(a)
                second(a, b)
                try kind.other(b)
                _ = try await b.session.run()
                second(a, b)
                for device in [a, b, a] { _ = try await device.session.run() }
                let (onA, onB) = (try kind.outcome(a), try kind.outcome(b))
                #expect(onA == expected, "joined first: \(joinedFirst)")
                #expect(onB == expected, "joined first: \(joinedFirst)")
                #expect(try a.contents() == b.contents())
            }
        }
    }

    @Test("each kind: B's edit, synced; a second later A's edit before joining: A's stands everywhere, as if A had joined first", arguments: kinds)
    func theJoinersLaterEditStands(kind: Kind) async throws {
        var outcomes: [String] = []
        for joinedFirst in [true, false] {
            try await withTwoDevices { a, b in
                try kind.setUp(a)
                try kind.setUp(b)
                if joinedFirst { _ = try await a.session.run() }
                try kind.other(b)
                _ = try await b.session.run()
                second(a, b)
                try kind.joiner(a)
                for device in [a, b, a] { _ = try await device.session.run() }
                outcomes.append(try kind.outcome(a))
                #expect(try kind.outcome(b) == kind.outcome(a), "joined first: \(joinedFirst)")
                #expect(try a.contents() == b.contents())
            }
        }
        #expect(outcomes[1] == outcomes[0], "joining late changed the outcome")
        if kind.laterEditAloneWins {
            #expect(outcomes[1] == (try await Self.outcome(of: kind.joiner, after: kind.setUp, kind)))
        }
    }

    /// What `edit` alone leaves on a fresh device (after `setUp`).
    static func outcome(of edit: (Device) throws -> Void, after setUp: (Device) throws -> Void, _ kind: Kind) async throws -> String {
        let folder = try TemporaryDirectory("alone")
        defer { folder.remove() }
        let device = try Device(transport: FolderTransport(folder: folder.url))
        defer { device.remove() }
        try setUp(device)
        try edit(device)
        return try kind.outcome(device)
    }
}

/// Both devices' clocks a second on.
private func second(_ devices: Device...) {
    for device in devices { device.clock.advance(seconds: 1) }
}
