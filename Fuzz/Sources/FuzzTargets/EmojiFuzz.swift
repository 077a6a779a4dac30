import Foundation
import Emoji

/// The emoji catalogue reader and the `[名称]` codec.
enum EmojiFuzz {
    static let codec: EmojiTagCodec = {
        do { return EmojiTagCodec(catalogue: try EmojiCatalogue.bundled()) } catch { fatalError("cannot open the emoji catalogue: \(error)") }
    }()

    /// A catalogue file, its header checksum (bytes 32..<36, FNV-1a over everything after the
    /// 36-byte header) set right so mutations reach the tables rather than stop at the checksum.
    static func runCatalogue(_ bytes: [UInt8]) {
        var file = bytes
        if file.count >= 36 {
            var hash: UInt32 = 0x811C_9DC5
            for byte in file[36...] { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
            for index in 0..<4 { file[32 + index] = UInt8(truncatingIfNeeded: hash >> (8 * index)) }
        }
        guard let catalogue = try? EmojiCatalogue(binary: Data(file), path: "fuzz.bin") else { return }
        let codec = EmojiTagCodec(catalogue: catalogue)
        for entry in catalogue.entries.prefix(4) {
            _ = codec.decode(codec.encode(entry.value + "a"))
            _ = catalogue.variants(of: entry.value)
        }
        for group in catalogue.groups.prefix(4) { _ = catalogue.entries(inGroup: group.index) }
    }

    /// Text through encode, decode (of the text and of its encoding) and the span finder.
    static func runCodec(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        let encoded = codec.encode(text)
        _ = codec.decode(encoded)
        let decoded = codec.decode(text)
        _ = codec.decodeReportingSpans(text)
        _ = codec.spans(in: decoded)
    }
}
