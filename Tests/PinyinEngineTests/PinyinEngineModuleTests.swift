import Testing
@testable import PinyinEngine

@Test func moduleLinks() { _ = PinyinEngineModule.self }
