import Testing
@testable import KeyboardCore

@Test func moduleLinks() { _ = KeyboardCoreModule.self }
