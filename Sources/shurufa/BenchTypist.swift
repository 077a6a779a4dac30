import KeyboardCore
import KeyboardLayout

/// Taps the keys of a keyboard controller's layout as a finger does in the touch benchmarks: down
/// and up at the key's centre 50 ms apart, one tap every 200 ms of the touches' clock.
struct BenchTypist {
    /// The keyboard typed on.
    let controller: KeyboardController
    private var touchID = 0
    private var time = 0.0

    /// A typist on `controller`, its clock at 0.
    init(_ controller: KeyboardController) { self.controller = controller }

    /// The centre of the key `id` in the controller's layout.
    func centre(of id: String) throws -> LayoutPoint {
        guard let point = controller.fittedLayout.key(id: id)?.frame.center else {
            throw CommandFailure("no key \(id) in the layout \(controller.fittedLayout.layoutID)")
        }
        return point
    }

    /// The centres of the letter keys a–z.
    func letterCentres() throws -> [Character: LayoutPoint] {
        var centres: [Character: LayoutPoint] = [:]
        for letter in "abcdefghijklmnopqrstuvwxyz" { centres[letter] = try centre(of: String(letter)) }
        return centres
    }

    /// One tap at `point`.
    mutating func tap(_ point: LayoutPoint) {
        touchID += 1
        controller.handleTouches([Touch(id: touchID, point: point, timestamp: time, phase: .began)])
        controller.handleTouches([Touch(id: touchID, point: point, timestamp: time + 0.05, phase: .ended)])
        time += 0.2
    }

    /// One finger drawn from `start` to `end` in ten moves, 8 ms apart (a 手写 stroke).
    mutating func stroke(from start: LayoutPoint, to end: LayoutPoint) {
        touchID += 1
        controller.handleTouches([Touch(id: touchID, point: start, timestamp: time, phase: .began)])
        for step in 1...10 {
            let f = Double(step) / 10
            time += 0.008
            let point = LayoutPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f)
            controller.handleTouches([Touch(id: touchID, point: point, timestamp: time, phase: step == 10 ? .ended : .moved)])
        }
        time += 0.2
    }

    /// Lets `seconds` pass with no touch: the keyboard's timers (the 手写 pause) run.
    mutating func wait(seconds: Double) {
        time += seconds
        controller.tick(now: time)
    }
}

/// Times the keystrokes of the keyboard benchmarks in microseconds, on the wall clock or (`cpu`)
/// the thread's CPU clock, which stays steady on a loaded machine.
struct BenchStopwatch {
    /// Whether it reads the thread's CPU time rather than the wall clock.
    let cpu: Bool

    /// Runs `work`, appends how long it took (µs) to `samples` and returns what it returned.
    func time<Value>(into samples: inout [Double], _ work: () throws -> Value) rethrows -> Value {
        let start = now()
        let value = try work()
        samples.append(Double(now() - start) / 1e3)
        return value
    }

    private func now() -> UInt64 { cpu ? BenchClock.cpuNow() : BenchClock.now() }
}
