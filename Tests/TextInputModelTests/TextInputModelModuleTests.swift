import Testing
@testable import TextInputModel

@Test func moduleLinks() { _ = TextInputModelModule.self }
