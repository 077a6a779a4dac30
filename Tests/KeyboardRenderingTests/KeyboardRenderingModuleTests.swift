import Testing
@testable import KeyboardRendering

@Test func moduleLinks() { _ = KeyboardRenderingModule.self }
