import ChatInput
import Foundation
import Testing

struct InputModeMemoryTests {
    @Test func eachConversationGetsItsOwnMode() throws {
        let alice = try #require(InputModeMemory.contextIdentifier(forConversation: "alice"))
        let bob = try #require(InputModeMemory.contextIdentifier(forConversation: "bob"))
        #expect(alice != bob)
        var memory = InputModeMemory()
        memory.remember("zh-Hans", for: alice)
        memory.remember("en-US", for: bob)
        #expect(memory.mode(for: alice) == "zh-Hans")
        #expect(memory.mode(for: bob) == "en-US")
        memory.remember("emoji", for: alice)
        #expect(memory.mode(for: alice) == "emoji")
        #expect(memory.mode(for: "shurufa.chat.carol") == nil)
    }

    @Test(arguments: ["", "   ", "\n"])
    func aBlankConversationHasNoIdentifier(_ id: String) {
        #expect(InputModeMemory.contextIdentifier(forConversation: id) == nil)
    }

    @Test func aNilContextIsNeitherRememberedNorRecalled() {
        var memory = InputModeMemory()
        memory.remember("zh-Hans", for: nil)
        #expect(memory.contexts.isEmpty)
        #expect(memory.mode(for: nil) == nil)
    }

    @Test func theLeastRecentlyUsedConversationIsForgottenFirst() {
        var memory = InputModeMemory(capacity: 2)
        memory.remember("zh-Hans", for: "a")
        memory.remember("en-US", for: "b")
        memory.remember("emoji", for: "a")   // a is now the most recent
        memory.remember("zh-Hans", for: "c")  // evicts b
        #expect(memory.contexts == ["a", "c"])
        #expect(memory.mode(for: "b") == nil)
        #expect(memory.mode(for: "a") == "emoji")
    }

    @Test func forgettingADeletedConversation() {
        var memory = InputModeMemory()
        memory.remember("zh-Hans", for: "a")
        memory.forget("a")
        #expect(memory.mode(for: "a") == nil)
    }

    @Test func survivesAnArchiveRoundTrip() throws {
        var memory = InputModeMemory(capacity: 3)
        memory.remember("zh-Hans", for: "a")
        memory.remember("en-US", for: "b")
        let decoded = try JSONDecoder().decode(InputModeMemory.self, from: JSONEncoder().encode(memory))
        #expect(decoded == memory)
        #expect(decoded.mode(for: "b") == "en-US")
    }
}
