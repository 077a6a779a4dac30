import Testing
@testable import Playground

/// The per-session processing budget that keeps one heavy session from starving the others.
@Suite struct WorkBudgetTests {
    @Test func lightWorkNeverWaits() {
        var budget = WorkBudget(secondsPerSecond: 0.25, burst: 0.25, now: 0)
        for step in 0..<1000 {
            let now = Double(step) * 0.01
            #expect(budget.delay(at: now) == 0)
            budget.charge(0.002, at: now)  // 0.2 s of work a second, under the share
        }
    }

    @Test func heavyWorkWaitsInProportionToWhatItUsed() {
        var budget = WorkBudget(secondsPerSecond: 0.25, burst: 0.25, now: 0)
        #expect(budget.delay(at: 0) == 0)
        budget.charge(0.75, at: 0)  // one long event: 0.5 s past the budget
        #expect(abs(budget.delay(at: 0) - 2) < 1e-9)
        #expect(abs(budget.delay(at: 1) - 1) < 1e-9)
        #expect(budget.delay(at: 2) == 0)
    }

    @Test func idleTimeRefillsOnlyUpToTheBurst() {
        var budget = WorkBudget(secondsPerSecond: 0.25, burst: 0.25, now: 0)
        budget.charge(0.5, at: 100)  // a long idle stretch does not bank more than the burst
        #expect(budget.delay(at: 100) > 0)
    }

    @Test func aClockGoingBackwardsChangesNothing() {
        var budget = WorkBudget(secondsPerSecond: 0.25, burst: 0.25, now: 10)
        budget.charge(0.5, at: 10)
        let wait = budget.delay(at: 10)
        #expect(budget.delay(at: 5) == wait)
    }
}
