import Testing
@testable import Emoji

@Test func moduleLinks() { _ = EmojiModule.self }
