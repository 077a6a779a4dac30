import Foundation

/// Small word-list files built from bytes as the public layouts describe them (../shared/eval/import/FORMATS.md,
/// nopdan/rose's notes), so every reader is tested without committing anyone's files.
enum WordListFixtures {
    /// ../shared/eval/import, beside the repository.
    static let shared = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("shared/eval/import")
    static let realScel = shared.appendingPathComponent("唐诗300首【官方推荐】.scel")
    static let realScelExpected = shared.appendingPathComponent("tangshi300.expected.csv")

    static func le(_ value: Int, _ size: Int) -> [UInt8] { (0..<size).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
    static func utf16(_ text: String) -> [UInt8] { text.utf16.flatMap { le(Int($0), 2) } }

    /// A .scel: `groups` of words sharing a reading (indices into `table`); `magic` bytes 4–7 (.qcel's differ).
    static func scel(table: [String], groups: [(indices: [Int], words: [String])], magic: [UInt8] = [0x44, 0x43, 0x53, 0x01],
                     wordCount: Int? = nil, tableCount: Int? = nil) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: 0x1540)
        out.replaceSubrange(0..<12, with: [0x40, 0x15, 0x00, 0x00] + magic + [0x01, 0x00, 0x00, 0x00])
        out.replaceSubrange(0x120..<0x128, with: le(groups.count, 4) + le(wordCount ?? groups.map(\.words.count).reduce(0, +), 4))
        let name = utf16("测试")
        out.replaceSubrange(0x130..<0x130 + name.count, with: name)
        out += le(tableCount ?? table.count, 4)
        for (index, spelling) in table.enumerated() { out += le(index, 2) + le(spelling.utf16.count * 2, 2) + utf16(spelling) }
        for group in groups {
            out += le(group.words.count, 2) + le(group.indices.count * 2, 2) + group.indices.flatMap { le($0, 2) }
            for word in group.words { out += le(word.utf16.count * 2, 2) + utf16(word) + le(10, 2) + [UInt8](repeating: 1, count: 10) }
        }
        return out
    }

    /// A .qpyd: its header, then a zlib stream of the entry table and the entries.
    static func qpyd(_ entries: [(code: String, word: String)], unpackedSize: Int? = nil, count: Int? = nil, packed: [UInt8]? = nil) throws -> [UInt8] {
        var table: [UInt8] = [], body: [UInt8] = []
        for entry in entries {
            let code = Array(entry.code.utf8), word = utf16(entry.word)
            table += [UInt8(code.count), UInt8(word.count)] + [0x00, 0x00, 0x80, 0x3F] + le(entries.count * 10 + body.count, 4)
            body += code + word
        }
        let data = table + body
        let compressed = try packed ?? zlibCompress(data)
        var out = [0x09, 0xA6, 0x1E, 0x7D, 0x01, 0x00, 0x00, 0x00] + [UInt8](repeating: 0, count: 0x30)
        out += le(0x48, 4) + le(compressed.count, 4) + le(unpackedSize ?? data.count, 4) + le(count ?? entries.count, 4)
        return out + compressed
    }

    /// A .bdict: the header's three parts (only Chinese words here), readings as initial/final indices.
    static func bdict(_ entries: [(pairs: [(UInt8, UInt8)], word: String, frequency: Int)], english: [String] = [], count: Int? = nil) -> [UInt8] {
        var words: [UInt8] = []
        for entry in entries {
            words += le(entry.pairs.count, 2) + le(entry.frequency, 2) + entry.pairs.flatMap { [$0.0, $0.1] } + utf16(entry.word)
        }
        var englishPart: [UInt8] = []
        for word in english { englishPart += le(word.utf8.count, 2) + le(0, 2) + Array(word.utf8) }
        var out = Array("biptbdsw".utf8) + [UInt8](repeating: 0, count: 0x350 - 8)
        out.replaceSubrange(0x40..<0x48, with: le(0x350, 4) + le(words.count, 4))
        out.replaceSubrange(0x50..<0x58, with: le(0x350 + words.count, 4) + le(englishPart.count, 4))
        out.replaceSubrange(0x60..<0x68, with: le(0x350 + words.count + englishPart.count, 4) + le(0, 4))
        out.replaceSubrange(0x70..<0x7C, with: le(count ?? entries.count, 4) + le(english.count, 4) + le(0, 4))
        return out + words + englishPart
    }

    /// A zip of `files` (stored, or deflated when `deflate`), written by Python's zipfile (a
    /// writer other than ours); `sizeClaim` overrides the sizes the directory gives.
    static func zip(_ files: [(name: String, contents: [UInt8])], deflate: Bool = true) throws -> [UInt8] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shurufa-zip-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var script = "import zipfile,sys\nz=zipfile.ZipFile(sys.argv[1],'w',\(deflate ? "zipfile.ZIP_DEFLATED" : "zipfile.ZIP_STORED"))\n"
        for (index, file) in files.enumerated() {
            let path = directory.appendingPathComponent("f\(index)")
            try Data(file.contents).write(to: path)
            script += "z.writestr(zipfile.ZipInfo(\(pythonString(file.name))), open(\(pythonString(path.path)),'rb').read(), \(deflate ? "zipfile.ZIP_DEFLATED" : "zipfile.ZIP_STORED"))\n"
        }
        script += "z.close()\n"
        let out = directory.appendingPathComponent("out.zip")
        try run(["python3", "-c", script, out.path])
        return Array(try Data(contentsOf: out))
    }

    /// zlib's stream (with its header) of `bytes`, by Python's zlib.
    static func zlibCompress(_ bytes: [UInt8]) throws -> [UInt8] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shurufa-zlib-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("in"), output = directory.appendingPathComponent("out")
        try Data(bytes).write(to: input)
        try run(["python3", "-c", "import zlib,sys; open(sys.argv[2],'wb').write(zlib.compress(open(sys.argv[1],'rb').read()))", input.path, output.path])
        return Array(try Data(contentsOf: output))
    }

    /// `text` in GB18030, by Python's codec (an encoder other than the reader's).
    static func gb18030(_ text: String) throws -> [UInt8] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shurufa-gb-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("in"), output = directory.appendingPathComponent("out")
        try Data(text.utf8).write(to: input)
        try run(["python3", "-c", "import sys; open(sys.argv[2],'wb').write(open(sys.argv[1],encoding='utf-8').read().encode('gb18030'))", input.path, output.path])
        return Array(try Data(contentsOf: output))
    }

    static func pythonString(_ text: String) -> String {
        "'" + text.unicodeScalars.map { String(format: "\\U%08x", $0.value) }.joined() + "'"
    }

    static func run(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CocoaError(.fileWriteUnknown) }
    }
}
