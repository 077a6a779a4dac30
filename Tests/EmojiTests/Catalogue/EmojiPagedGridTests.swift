import Testing
@testable import Emoji

@Suite struct EmojiPagedGridTests {
    @Test func cutsItemsIntoPagesRowByRow() {
        let grid = EmojiPagedGrid(items: Array(0..<20), columns: 4, rows: 2)
        #expect(grid.pageSize == 8)
        #expect(grid.pageCount == 3)
        #expect(Array(grid.page(0)) == Array(0..<8))
        #expect(Array(grid.page(2)) == [16, 17, 18, 19])
        #expect(grid.page(3).isEmpty)
        #expect(grid.page(-1).isEmpty)
        #expect(grid.item(page: 1, row: 1, column: 2) == 14)
        #expect(grid.item(page: 2, row: 1, column: 0) == nil)
        #expect(grid.item(page: 0, row: 0, column: 4) == nil)
        #expect(grid.position(ofItemAt: 14) == .init(page: 1, row: 1, column: 2))
        #expect(grid.position(ofItemAt: 20) == nil)
    }

    @Test func emptyAndDegenerateGrids() {
        #expect(EmojiPagedGrid<Int>(items: [], columns: 8, rows: 4).pageCount == 0)
        let grid = EmojiPagedGrid(items: [1, 2, 3], columns: 0, rows: -2)
        #expect(grid.pageSize == 1)
        #expect(grid.pageCount == 3)
    }

    @Test func categoriesPutRecentsFirstWithRememberedTones() throws {
        let catalogue = try loadCatalogue()
        #expect(catalogue.categories().first?.kind == .group(0))
        var recents = EmojiRecents()
        recents.record("👍🏾", in: catalogue)
        recents.record("😂", in: catalogue)
        let categories = catalogue.categories(recents: recents)
        #expect(categories.count == 10)
        #expect(categories[0].kind == .recents)
        #expect(categories[0].cells.map(\.value) == ["😂", "👍🏾"])
        let people = try #require(categories.first { $0.kind == .group(1) })
        let thumbs = try #require(people.cells.first { $0.entryIndex == catalogue.entry(for: "👍")?.index })
        #expect(thumbs.value == "👍🏾")
        #expect(thumbs.hasSkinTones)
        #expect(people.title == "人物与身体")
        let grid = people.grid(columns: 8, rows: 4)
        #expect(grid.pageCount == (people.cells.count + 31) / 32)
    }

    @Test func categoriesHideEmojiTheHostCannotDraw() throws {
        let catalogue = try loadCatalogue()
        var recents = EmojiRecents()
        recents.record("🫠", in: catalogue)  // E14.0
        recents.record("🤝🏽", in: catalogue)  // tone E14.0, base E3.0
        let old = catalogue.categories(recents: recents, maximumVersion: EmojiVersion(major: 13))
        #expect(old[0].cells.map(\.value) == ["🤝"])
        #expect(old[0].cells[0].hasSkinTones == false)
    }
}
