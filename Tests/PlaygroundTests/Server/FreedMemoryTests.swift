import Testing
@testable import Playground

/// Issue 32: when the server trims its heap. A second after a close (one trim for a storm of
/// closes), and again once no close has come for the settling time, when libdispatch's idle
/// workers have exited and freed the job records they cached.
@Suite struct TrimScheduleTests {
    /// The schedule under test, with each step's answer recorded for one `#expect`.
    private struct Steps {
        var schedule = TrimSchedule()
        /// A close; whether the trimmer must wake.
        mutating func close(at t: Double) -> Bool { schedule.released(at: t) }
        /// Whether the trimmer trims at `t`.
        mutating func trim(at t: Double) -> Bool { schedule.takeDue(at: t) }
        var next: Double? { schedule.nextDue }
    }

    @Test func aCloseIsTrimmedASecondLaterAndAgainOnceSettled() {
        var steps = Steps()
        #expect(steps.next == nil)
        let woken = steps.close(at: 10)
        #expect(woken, "the trimmer must wake for the first close")
        #expect(steps.next == 11)
        let early = steps.trim(at: 10.5), quick = steps.trim(at: 11)
        #expect(!early && quick)
        #expect(steps.next == 16.5)
        let beforeSettling = steps.trim(at: 16), settling = steps.trim(at: 16.5)
        #expect(!beforeSettling && settling)
        #expect(steps.next == nil, "nothing more until the next close")
    }

    @Test func aStormOfClosesIsOneQuickTrimAndTheSettlingTrimWaitsForTheLast() {
        var steps = Steps()
        var wakes = 0
        for t in stride(from: 0.0, through: 0.9, by: 0.1) where steps.close(at: t) { wakes += 1 }
        #expect(wakes == 1, "later closes make no earlier trim: the trimmer sleeps on")
        let quick = steps.trim(at: 1), again = steps.trim(at: 1.5)
        #expect(quick && !again, "one trim for every close in that second")
        // Closes go on: each second with one gets its trim, and the settling trim moves with the last close.
        let third = steps.close(at: 3)
        #expect(third && steps.next == 4)
        let atFour = steps.trim(at: 4), fifth = steps.close(at: 5)
        #expect(atFour && fifth && steps.next == 6)
        let atSix = steps.trim(at: 6)
        #expect(atSix && steps.next == 11.5)
        let atTen = steps.trim(at: 10), settled = steps.trim(at: 11.5)
        #expect(!atTen && settled && steps.next == nil)
    }

    @Test func aTrimLateForBothServesBoth() {
        var steps = Steps()
        _ = steps.close(at: 0)
        // A trimmer that woke late (a loaded machine) trims once for both.
        let late = steps.trim(at: 20)
        #expect(late && steps.next == nil)
    }
}
