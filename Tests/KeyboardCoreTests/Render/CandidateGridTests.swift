import KeyboardLayout
import Testing
@testable import KeyboardCore

@Suite struct CandidateGridTests {
    let area = LayoutRect(x: 0, y: 44, width: 375, height: 216)

    @Test func everyCandidateLandsOnExactlyOnePage() {
        let candidates = (0..<60).map { index in String(repeating: "字", count: 1 + index % 4) }
        let first = CandidateGrid(candidates: candidates, page: 0, in: area)
        #expect(first.pageCount > 1)
        var seen: [Int] = []
        for page in 0..<first.pageCount {
            let grid = CandidateGrid(candidates: candidates, page: page, in: area)
            seen += grid.cells.map(\.candidateIndex)
            for cell in grid.cells {
                #expect(cell.frame.minX >= area.minX - 1e-9 && cell.frame.maxX <= area.maxX - 60 + 1e-6)
                #expect(cell.frame.minY >= area.minY - 1e-9 && cell.frame.maxY <= area.maxY + 1e-6)
            }
        }
        #expect(seen == Array(0..<60))
    }

    @Test func controlsPageAndPickByPoint() throws {
        let candidates = (0..<60).map { "候选\($0)" }
        let grid = CandidateGrid(candidates: candidates, page: 0, in: area)
        let cell = try #require(grid.cells.first)
        #expect(grid.target(at: cell.frame.center) == .button(id: "grid-0", action: .command(.selectCandidate(0))))
        let previous = try #require(grid.controls.first { $0.id == "grid-previous" })
        #expect(!previous.isEnabled)
        #expect(grid.target(at: previous.frame.center) == .nothing)
        let next = try #require(grid.controls.first { $0.id == "grid-next" })
        #expect(grid.target(at: next.frame.center) == .button(id: "grid-next", action: .command(.candidateGridPage(1))))
        // Pages past the end clamp.
        #expect(CandidateGrid(candidates: candidates, page: 99, in: area).page == grid.pageCount - 1)
    }
}
