import Foundation
import Testing
@testable import Playground

/// Heavy work takes turns in the lanes: never more at once than there are lanes, first come first served.
@Suite struct WorkLanesTests {
    @Test func oneLaneServesWaitersInOrder() async {
        let lanes = WorkLanes(count: 1)
        let order = LockedList()
        await lanes.enter()
        var tasks: [Task<Void, Never>] = []
        for name in ["a", "b", "c"] {
            tasks.append(Task {
                await lanes.enter()
                order.append(name)
                lanes.leave()
            })
            // Each waits before the next comes.
            while lanes.waitingCount < tasks.count { await Task.yield() }
        }
        #expect(order.items.isEmpty, "no one runs while the lane is taken")
        lanes.leave()
        for task in tasks { await task.value }
        #expect(order.items == ["a", "b", "c"])
        #expect(lanes.waitingCount == 0)
    }

    @Test func atMostCountRunAtOnce() async {
        let lanes = WorkLanes(count: 2)
        let gauge = Gauge()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<20 {
                group.addTask {
                    await lanes.run {
                        gauge.enter()
                        await Task.yield()
                        gauge.leave()
                    }
                }
            }
        }
        #expect(gauge.highest <= 2 && gauge.highest >= 1)
        #expect(WorkLanes(count: 0).count == 1)
    }
}

/// The most holders seen at once.
private final class Gauge: @unchecked Sendable {
    private let lock = NSLock()
    private var now = 0
    private(set) var highest = 0
    func enter() { lock.withLock { now += 1; highest = max(highest, now) } }
    func leave() { lock.withLock { now -= 1 } }
}
