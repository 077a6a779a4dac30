import ShurufaTestSupport
import Testing
@testable import KeyboardLayout

/// Random layouts — nested rows, spacers, every width kind, conditional keys — at random sizes.
@Suite struct FitPropertyTests {
    private static func randomWidth(_ random: inout SeededGenerator) -> KeyWidth {
        switch Int.random(in: 0..<4, using: &random) {
        case 0, 1: .dynamic
        case 2: .fixed(Double.random(in: 0...90, using: &random))
        default: .relative(Double.random(in: 0.05...0.6, using: &random))
        }
    }

    private static func randomRow(_ random: inout SeededGenerator, depth: Int, counter: inout Int) -> LayoutRow {
        let count = Int.random(in: 1...8, using: &random)
        var items: [RowItem] = []
        for _ in 0..<count {
            let roll = Int.random(in: 0..<10, using: &random)
            if roll == 0 {
                items.append(.spacer(randomWidth(&random)))
            } else if roll == 1 && depth < 3 {
                var nested = randomRow(&random, depth: depth + 1, counter: &counter)
                nested.size = randomWidth(&random)
                items.append(.row(nested))
            } else {
                counter += 1
                let condition: KeyCondition? = roll == 2 ? (Bool.random(using: &random) ? .needsGlobe : .noGlobe) : nil
                var key = LayoutKey.character("k\(counter)", width: randomWidth(&random))
                key.condition = condition
                if roll == 3 {
                    key.hitInsets = LayoutInsets(top: -4, left: -2, bottom: 2, right: 3)
                }
                items.append(.key(key))
            }
        }
        return LayoutRow(items: items, size: randomWidth(&random))
    }

    @Test(arguments: 0..<60) func randomLayoutsFillEveryRowWithoutOverlap(seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed) &+ 1000)
        var counter = 0
        let rows = (0..<Int.random(in: 1...5, using: &random)).map { _ in Self.randomRow(&random, depth: 1, counter: &counter) }
        let layout = KeyLayout(id: LayoutID("random-\(seed)"), hasCandidateBar: Bool.random(using: &random), rows: rows)
        let environment = KeyboardEnvironment(
            device: Bool.random(using: &random) ? .phone : .pad, orientation: Bool.random(using: &random) ? .portrait : .landscape,
            needsGlobe: Bool.random(using: &random))
        let size = LayoutSize(width: Double.random(in: 1...1400, using: &random), height: Double.random(in: 1...500, using: &random))
        let fitted = layout.fitted(in: size, environment: environment)
        #expect(rowViolation(in: fitted) == nil, "seed \(seed)")
        // Conditional keys appear exactly when their condition holds.
        let expected = layout.allKeys.filter { key in
            switch key.condition {
            case nil: true
            case .needsGlobe: environment.needsGlobe
            case .noGlobe: !environment.needsGlobe
            }
        }.map(\.id)
        #expect(fitted.keys.map(\.id) == expected)
        // The fast hit test agrees with brute force everywhere, gaps and outside included.
        for _ in 0..<50 {
            let point = LayoutPoint(
                x: Double.random(in: -20...(size.width + 20), using: &random),
                y: Double.random(in: fitted.keysArea.minY...(size.height + 20), using: &random))
            guard let index = fitted.keyIndex(at: point) else {
                #expect(fitted.keys.isEmpty)
                continue
            }
            let best = bruteForceNearest(fitted, point)
            #expect(fitted.keys[index].hitFrame.squaredDistance(to: point) == best.hit)
        }
    }
}
