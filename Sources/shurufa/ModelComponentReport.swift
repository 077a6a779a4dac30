import Foundation
import ChineseEngine

/// Per model component file (`lm.bin`, `lm-libime.bin`, `words-libime.bin`): its size on disk, how much of it the
/// process has resident (clean mapped pages, from /proc/self/smaps) and how long opening it alone
/// takes (header, bounds and checksum). `bench engine` prints these, `convert --timings` writes them.
struct ModelComponentReport {
    let name: String
    let sizeKB: Int
    let residentKB: Int
    let openMilliseconds: Double

    /// One report per component of `engine`'s model, main first, then its new words' file
    /// (`words-libime.bin`, opened with the lexicon it follows).
    static func reports(for engine: ChineseEngine) -> [ModelComponentReport] {
        let resident = residentKBByFile()
        var opens: [(path: String, size: Int, open: () -> Void)] = engine.model.components.map { component in
            (component.path, component.fileSize, { _ = try? ModelComponent(path: component.path) })
        }
        if let newWords = engine.model.newWordModel {
            let path = newWords.component.path
            opens.append((path, newWords.component.fileSize, { _ = try? Lexicon.Supplement(path: path, after: engine.lexicon) }))
        }
        return opens.map { file in
            let start = BenchClock.now()
            file.open()
            let open = Double(BenchClock.now() - start) / 1e6
            let real = URL(fileURLWithPath: file.path).resolvingSymlinksInPath().path
            return ModelComponentReport(name: (file.path as NSString).lastPathComponent, sizeKB: file.size / 1024,
                                        residentKB: resident[real] ?? 0, openMilliseconds: open)
        }
    }

    /// Resident kB of each mapped file, summed over its mappings.
    private static func residentKBByFile() -> [String: Int] {
        // Read to the end through a handle: /proc files report a size of 0.
        guard let handle = FileHandle(forReadingAtPath: "/proc/self/smaps"),
              let data = try? handle.readToEnd() else { return [:] }
        try? handle.close()
        let smaps = String(decoding: data, as: UTF8.self)
        var result: [String: Int] = [:]
        var current: String?
        for line in smaps.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            if let first = fields.first, first.contains("-"), fields.count >= 5, !first.hasSuffix(":") {
                current = fields.count >= 6 ? fields[5...].joined(separator: " ") : nil
            } else if fields.first == "Rss:", let current, fields.count >= 2 {
                result[current, default: 0] += Int(fields[1]) ?? 0
            }
        }
        return result
    }

    /// `component NAME size_kb N resident_kb N open_ms N` (the timings file's form).
    var timingsLine: String {
        String(format: "component %@ size_kb %d resident_kb %d open_ms %.2f", name, sizeKB, residentKB, openMilliseconds)
    }

    /// The bench's line.
    var benchLine: String {
        String(format: "model component %@: %.1f MB on disk, %.1f MB resident (clean mapped pages), open %.1f ms",
               name, Double(sizeKB) / 1024, Double(residentKB) / 1024, openMilliseconds)
    }
}
