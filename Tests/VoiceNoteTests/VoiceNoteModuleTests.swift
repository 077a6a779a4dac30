import Testing
@testable import VoiceNote

@Test func moduleLinks() { _ = VoiceNoteModule.self }
