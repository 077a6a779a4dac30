import Foundation
import Handwriting
import KeyboardCore
import KeyboardLayout
import KeyboardRendering
import ChineseEngine
import TextInputModel

/// `shurufa bench pad`: the 手写 keyboard as a host runs it. Each sample's strokes are written as
/// touches on the pad of a `KeyboardController` showing the handwriting layout (a finger down, a
/// move a point, up; strokes 0.1 s apart, characters 2 s apart, so each new character commits the
/// last one's first candidate), and after every event the render state and the render tree are
/// built, as the playground and the iOS view do. p50 / p99 in µs for a move (ink drawn), a
/// stroke's end (recognition with context, candidates laid out; wall time and the CPU time of every
/// thread, as the phrase reader reads a stroke's spans on several) and a
/// stroke's start.
func benchPad(_ arguments: [String]) throws -> Int32 {
    var reader = ArgumentReader(arguments)
    let (setPath, samples) = try readSampleOptions(&reader, defaultCount: 300)
    guard try reader.positionals().isEmpty else { throw UsageError("usage: shurufa bench pad [--set FILE] [--samples N]") }

    var configuration = KeyboardConfiguration()
    configuration.schema = "handwriting"
    let document = InMemoryTextDocument()
    let controller = KeyboardController(
        engine: try ChineseEngine(), document: document, library: try LayoutLibrary.standard(), size: StandardKeyboardSize.phonePortrait, configuration: configuration)
    guard let pad = controller.fittedLayout.keys.first(where: { $0.key.action == .handwritingPad })?.frame else {
        throw UsageError("no pad in the layout \(controller.fittedLayout.layoutID)")
    }
    let renderer = KeyboardRenderer()
    let side = min(pad.width, pad.height) * 0.9
    var moves: [Double] = [], ends: [Double] = [], endsCPU: [Double] = [], starts: [Double] = []
    var time = 0.0, touchID = 0, sink = 0
    /// One touch event and the frame after it: wall time into `samples`, the process's CPU time into `cpu`.
    func event(_ point: InkPoint, canvas: Ink, phase: TouchPhase, into samples: inout [Double], cpu: inout [Double]) {
        let x = pad.midX + (point.x / canvas.width - 0.5) * side, y = pad.midY + (point.y / canvas.height - 0.5) * side
        let start = BenchClock.now(), startCPU = BenchClock.processCPUNow()
        controller.handleTouches([Touch(id: touchID, x: x, y: y, timestamp: time, phase: phase)])
        sink &+= renderer.render(controller.fittedLayout, state: controller.renderState).keys.count
        samples.append(Double(BenchClock.now() - start) / 1e3)
        cpu.append(Double(BenchClock.processCPUNow() - startCPU) / 1e3)
        time += 0.008
    }
    var ignored: [Double] = []
    for sample in samples {
        for stroke in sample.ink.strokes where !stroke.points.isEmpty {
            touchID += 1
            event(stroke.points[0], canvas: sample.ink, phase: .began, into: &starts, cpu: &ignored)
            for point in stroke.points.dropFirst() { event(point, canvas: sample.ink, phase: .moved, into: &moves, cpu: &ignored) }
            event(stroke.points[stroke.points.count - 1], canvas: sample.ink, phase: .ended, into: &ends, cpu: &endsCPU)
            time += 0.1
        }
        time += 2
    }
    print("pad: \(setPath): \(samples.count) characters written, \(document.text.count) committed, \(sink) keys drawn")
    BenchClock.reportMicroseconds([
        "move (ink) → render tree": moves, "stroke end (recognition in context) → render tree": ends, "stroke end CPU": endsCPU,
        "stroke start (a pause commits the last character) → render tree": starts,
    ])
    BenchClock.reportMemory()
    return 0
}
