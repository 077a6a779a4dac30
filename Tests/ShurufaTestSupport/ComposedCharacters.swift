import Foundation

/// The Hong Kong characters the handwriting build composes from the shared stroke file
/// (`scripts/handwriting/compose.py`: 嘅 咗 佢 啲 …, which GB2312's strokes lack), read at test
/// time from `../shared/handwriting/medians.jsonl.gz` beside the repository (never copied into
/// it): their centre-lines in a unit square, y down, for writing them on a pad or a canvas.
public enum ComposedCharacters {
    /// The repository's root (this file is `Tests/ShurufaTestSupport/ComposedCharacters.swift`).
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The shared stroke file the script composes from.
    public static let medians = repository.appendingPathComponent("../shared/handwriting/medians.jsonl.gz").standardized

    /// Whether the stroke file is there to compose from (tests that need it are skipped otherwise).
    public static var available: Bool { FileManager.default.fileExists(atPath: medians.path) }

    /// Each composed character's strokes in writing order, points in the unit square (y down),
    /// from the script's output (the medians file's 1024 box, y up, top at 900).
    public static func strokes() throws -> [Character: [[(Double, Double)]]] {
        try rows(output(of: ["python3", repository.appendingPathComponent("scripts/handwriting/compose.py").path, medians.path]))
    }

    /// The strokes of `characters` as the shared stroke file gives them (GB2312's, not composed),
    /// points in the unit square (y down), as `strokes()` gives the composed ones.
    public static func medians(of characters: Set<Character>) throws -> [Character: [[(Double, Double)]]] {
        try rows(output(of: ["gzip", "-dc", medians.path]), keeping: characters.contains)
    }

    /// What the program `arguments` names writes to its standard output.
    private static func output(of arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        defer { process.waitUntilExit() }
        return pipe.fileHandleForReading.readDataToEndOfFile()
    }

    /// The rows of JSON lines `output` (`{"character": …, "medians": …}`) whose character is kept.
    private static func rows(_ output: Data, keeping kept: ((Character) -> Bool)? = nil) throws -> [Character: [[(Double, Double)]]] {
        struct Row: Decodable {
            var character: String
            var medians: [[[Double]]]
        }
        var result: [Character: [[(Double, Double)]]] = [:]
        for line in output.split(separator: UInt8(ascii: "\n")) {
            // The character is the line's first field: only the kept are decoded.
            if let kept, !String(decoding: line.prefix(40), as: UTF8.self).contains(where: kept) { continue }
            let row = try JSONDecoder().decode(Row.self, from: Data(line))
            guard let character = row.character.first, kept?(character) ?? true else { continue }
            result[character] = row.medians.map { stroke in stroke.map { ($0[0] / 1024, (900 - $0[1]) / 1024) } }
        }
        return result
    }

    /// `strokes` as a hand might write them: every point moved by a seeded wobble of up to
    /// `amount` (of the unit square) and the whole slanted and squeezed a little.
    public static func written(_ strokes: [[(Double, Double)]], seed: UInt64, amount: Double = 0.01) -> [[(Double, Double)]] {
        var generator = SeededGenerator(seed: seed)
        let slant = Double.random(in: -0.08...0.08, using: &generator), squeeze = Double.random(in: 0.9...1.05, using: &generator)
        return strokes.map { stroke in
            stroke.map { point in
                let x = 0.5 + (point.0 - 0.5) * squeeze + slant * (point.1 - 0.5)
                return (x + Double.random(in: -amount...amount, using: &generator),
                        point.1 + Double.random(in: -amount...amount, using: &generator))
            }
        }
    }
}
