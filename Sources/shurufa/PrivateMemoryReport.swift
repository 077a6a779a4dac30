import Foundation

/// Where a process's private memory (RssAnon) lies, from `/proc/self/smaps`: the executable's
/// own pages (its data, relocated at start), the shared libraries' (each one loaded costs its
/// relocated pages: libcurl's 30-odd dependencies once cost every `shurufa` 1.1 MB), the malloc
/// heap and the rest (large allocations, stacks). `bench engine` prints it beside RssAnon.
struct PrivateMemoryReport {
    /// Private kB of the executable's mappings, the shared libraries', the heap's and the rest's.
    var executable = 0, libraries = 0, heap = 0, other = 0
    /// The shared libraries mapped, by file name.
    var libraryNames: Set<String> = []

    /// This process's report; nil where `/proc/self/smaps` cannot be read.
    static func current() -> PrivateMemoryReport? {
        // Read to the end: a /proc file has no size, and a read by its size stops at the first page.
        guard let file = FileHandle(forReadingAtPath: "/proc/self/smaps") else { return nil }
        defer { try? file.close() }
        let smaps = String(decoding: file.readDataToEndOfFile(), as: UTF8.self)
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? ""
        var report = PrivateMemoryReport()
        var name = ""
        for line in smaps.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            if let first = fields.first, first.contains("-"), !first.hasSuffix(":") {
                name = fields.count >= 6 ? fields[5...].joined(separator: " ") : ""
                if name.contains(".so") { report.libraryNames.insert((name as NSString).lastPathComponent) }
            } else if fields.first == "Anonymous:", fields.count >= 2, let kB = Int(fields[1]) {
                if !executable.isEmpty && name == executable { report.executable += kB }
                else if name.contains(".so") { report.libraries += kB }
                else if name == "[heap]" { report.heap += kB }
                else { report.other += kB }
            }
        }
        return report
    }

    /// One line for a bench's output.
    var line: String {
        let curl = libraryNames.contains { $0.hasPrefix("libcurl") } ? "libcurl mapped" : "no libcurl"
        return "private kB by source: executable \(executable)  \(libraryNames.count) shared libraries \(libraries) (\(curl))  "
            + "heap \(heap)  other \(other)"
    }
}
