import Foundation
import Testing
@testable import Playground

/// One address holds at most its share of the slots, and a session that configured and went quiet
/// gives its slot up to a newcomer once the server is full, long before the idle timeout. Time is
/// a manual clock.
@Suite struct SessionShareTests {
    /// Admits a session from `address` and has its page speak at `now`.
    private func speaking(_ registry: SessionRegistry, _ address: String, at now: Double, _ evicted: LockedList, _ name: String) async -> Int? {
        let activity = SessionActivity()
        guard let id = await registry.admit(address: address, activity: activity, evict: { evicted.append(name) }) else { return nil }
        activity.stamp(now)
        await registry.prove(id)
        return id
    }

    @Test func oneAddressHoldsAtMostItsShare() async {
        let clock = ManualClock()
        let registry = SessionRegistry(maxSessions: 8, maxPerAddress: 2, idleGrace: 60, clock: { clock.now })
        let evicted = LockedList()
        #expect(await speaking(registry, "10.0.0.1", at: 0, evicted, "a1") != nil)
        #expect(await speaking(registry, "10.0.0.1", at: 0, evicted, "a2") != nil)
        // A third from the same address while both speak: refused, nobody given up.
        clock.now = 30
        #expect(await registry.admit(address: "10.0.0.1") == nil)
        #expect(evicted.items.isEmpty)
        // Other addresses still get in.
        #expect(await speaking(registry, "10.0.0.2", at: 30, evicted, "b1") != nil)
        #expect(await registry.count == 3)
        #expect(await registry.refused == 1)
    }

    @Test func anAddressAtItsShareGivesUpItsQuietestSessionPastTheGrace() async {
        let clock = ManualClock()
        let registry = SessionRegistry(maxSessions: 8, maxPerAddress: 2, idleGrace: 60, clock: { clock.now })
        let evicted = LockedList()
        let activity = SessionActivity()
        let first = await registry.admit(address: "10.0.0.1", activity: activity) { evicted.append("first") }
        activity.stamp(0)
        await registry.prove(first!)
        _ = await speaking(registry, "10.0.0.1", at: 10, evicted, "second")
        clock.now = 65
        // The first spoke 65 s ago, the second 55 s ago: the first goes.
        #expect(await registry.admit(address: "10.0.0.1") != nil)
        #expect(evicted.items == ["first"])
        #expect(await registry.count == 2)
    }

    @Test func aFullServerGivesUpTheQuietestConfiguredSessionPastTheGrace() async {
        let clock = ManualClock()
        let registry = SessionRegistry(maxSessions: 3, idleGrace: 60, clock: { clock.now })
        let evicted = LockedList()
        let pages = [SessionActivity(), SessionActivity(), SessionActivity()]
        for (index, activity) in pages.enumerated() {
            let id = await registry.admit(address: "10.0.0.\(index + 1)", activity: activity) { evicted.append("page \(index)") }
            activity.stamp(0)  // each sent its settings
            await registry.prove(id!)
        }
        // Full, and every page spoke within the grace: a newcomer is refused.
        clock.now = 59
        #expect(await registry.admit(address: "10.0.0.9") == nil)
        #expect(evicted.items.isEmpty)
        // Pages 1 and 2 keep typing; page 0 configured and went quiet. Past the grace (not the
        // 600-s idle timeout) it gives its slot up to the newcomer.
        pages[1].stamp(50)
        pages[2].stamp(58)
        clock.now = 61
        let newcomer = SessionActivity()
        let admitted = await registry.admit(address: "10.0.0.9", activity: newcomer) { evicted.append("newcomer") }
        #expect(admitted != nil)
        #expect(evicted.items == ["page 0"])
        newcomer.stamp(61)
        await registry.prove(admitted!)
        #expect(await registry.count == 3)
        // The next newcomer finds every page speaking within the grace again.
        #expect(await registry.admit(address: "10.0.0.10") == nil)
    }

    @Test func theStandardShareIsAQuarterOfTheSlotsButNeverBelowTheFloor() {
        #expect(SessionLimits.standard.maxSessionsPerAddress == 64)
        var limits = SessionLimits(maxSessions: 6)
        #expect(limits.maxSessionsPerAddress == 6)
        limits.maxSessions = 100
        #expect(limits.maxSessionsPerAddress == 25)
        limits.addressShare = 1
        #expect(limits.maxSessionsPerAddress == 100)
        #expect(SessionLimits.standard.idleGraceWhenFull < SessionLimits.standard.idleTimeout / 5)
    }
}
