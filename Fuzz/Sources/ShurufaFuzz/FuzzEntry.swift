import Foundation
import FuzzTargets

/// The libFuzzer entry points. One binary holds every target; `SHURUFA_FUZZ_TARGET` names the one
/// this process runs (scripts/fuzz/run.sh sets it), so each target keeps its own corpus and run.
/// Built only by scripts/fuzz/build.sh (`SHURUFA_FUZZ=1`, `-sanitize=fuzzer`); never by `swift build`.
enum FuzzEntry {
    /// The target this process runs, read once.
    static let target: FuzzTarget = {
        let name = ProcessInfo.processInfo.environment["SHURUFA_FUZZ_TARGET"] ?? ""
        guard let target = FuzzTarget(rawValue: name) else {
            let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
            FileHandle.standardError.write(Data("set SHURUFA_FUZZ_TARGET to one of: \(names)\n".utf8))
            exit(2)
        }
        return target
    }()
}

/// libFuzzer calls this once before the first input: resolve the target and warm its shared state
/// (opening the engine's data is not part of any one input's work).
@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> CInt {
    FuzzEntry.target.warmUp()
    return 0
}

/// libFuzzer calls this for every input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    FuzzEntry.target.run(bytes)
    return 0
}

/// libFuzzer's driver, for a binary whose `main` is not libFuzzer's own.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// The process's entry point. SwiftPM links an executable target with `main` aliased to
/// `<module>_main` (so tests can link the module), which hides libFuzzer's `main`: this one hands
/// the command line to libFuzzer's driver, which calls `LLVMFuzzerInitialize` and then the target.
@_cdecl("shurufa_fuzz_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments) { data, size in fuzzOneInput(data, size) }
}
