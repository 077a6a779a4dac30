import Testing
@testable import KeyboardLayout

@Test func moduleLinks() { _ = KeyboardLayoutModule.self }
