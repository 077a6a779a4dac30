import ShurufaTestSupport
import Testing
@testable import KeyboardLayout

@Suite struct RowDistributionTests {
    @Test func dynamicItemsShareWhatIsLeftEqually() {
        let row = RowDistribution(length: 100, leading: 5, trailing: 5, spacing: 10, sizes: [.fixed(20), .dynamic, .dynamic])
        #expect(row.lengths == [20, 25, 25])
        #expect(row.offsets(from: 0) == [5, 35, 70])
    }

    @Test func relativeWidthsAlignAcrossRows() {
        // Two 0.5 keys and their gap are exactly as long as one 1.0 key; three 1/3 keys line up under a 1/3 + 2/3 row.
        let halves = RowDistribution(length: 300, leading: 3, trailing: 3, spacing: 6, sizes: [.relative(0.5), .relative(0.5)])
        let whole = RowDistribution(length: 300, leading: 3, trailing: 3, spacing: 6, sizes: [.relative(1)])
        #expect(abs(halves.lengths[0] + halves.lengths[1] + 6 - whole.lengths[0]) < 1e-9)
        let thirds = RowDistribution(length: 300, leading: 0, trailing: 0, spacing: 6, sizes: [.dynamic, .dynamic, .dynamic])
        let mixed = RowDistribution(length: 300, leading: 0, trailing: 0, spacing: 6, sizes: [.relative(1.0 / 3), .dynamic])
        #expect(abs(thirds.lengths[0] - mixed.lengths[0]) < 1e-9)
        #expect(abs(thirds.offsets(from: 0)[1] - mixed.offsets(from: 0)[1]) < 1e-9)
    }

    @Test func withoutDynamicItemsFixedAndRelativeScaleToFill() {
        let row = RowDistribution(length: 200, leading: 0, trailing: 0, spacing: 0, sizes: [.fixed(50), .fixed(50)])
        #expect(row.lengths == [100, 100])
        let over = RowDistribution(length: 100, leading: 0, trailing: 0, spacing: 0, sizes: [.fixed(100), .fixed(100), .dynamic])
        #expect(over.lengths == [50, 50, 0])
    }

    @Test func paddingsShrinkWhenTheyDoNotFit() {
        let row = RowDistribution(length: 10, leading: 10, trailing: 10, spacing: 10, sizes: [.dynamic, .dynamic])
        #expect(abs(row.leading + row.trailing + row.spacing - 10) < 1e-9)
        #expect(row.lengths == [0, 0])
    }

    @Test(arguments: 0..<40) func randomRowsExactlyFillAndNeverGoNegative(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed) &* 7919 &+ 17)
        let count = Int.random(in: 1...12, using: &random)
        let sizes: [KeyWidth] = (0..<count).map { _ in
            switch Int.random(in: 0..<3, using: &random) {
            case 0: .dynamic
            case 1: .fixed(Double.random(in: 0...120, using: &random))
            default: .relative(Double.random(in: 0.01...1, using: &random))
            }
        }
        let length = Double.random(in: 0...1200, using: &random)
        let row = RowDistribution(
            length: length, leading: Double.random(in: 0...20, using: &random), trailing: Double.random(in: 0...20, using: &random),
            spacing: Double.random(in: 0...15, using: &random), sizes: sizes)
        let filled = row.leading + row.trailing + row.spacing * Double(count - 1) + row.lengths.reduce(0, +)
        #expect(abs(filled - length) < 1e-6, "sizes \(sizes) length \(length)")
        #expect(row.lengths.allSatisfy { $0 >= 0 })
    }
}
