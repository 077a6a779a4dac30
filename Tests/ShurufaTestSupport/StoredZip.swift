import Foundation

/// A zip of stored entries written byte by byte (no zlib), for tests of what reads zips;
/// `claimedSizes` overrides the unpacked size the central directory gives an entry (a bomb's lie).
public enum StoredZip {
    /// The zip of `entries` (name, text), in order.
    public static func archive(_ entries: [(String, String)], claimedSizes: [String: Int] = [:]) -> Data {
        var out: [UInt8] = [], directory: [UInt8] = []
        for (name, text) in entries {
            let bytes = Array(text.utf8), nameBytes = Array(name.utf8)
            let size = claimedSizes[name] ?? bytes.count
            let common = le(20, 2) + le(0x0800, 2) + le(0, 2) + le(0, 2) + le(0x21, 2) + le(Int(crc32(bytes)), 4) + le(bytes.count, 4)
                + le(size, 4) + le(nameBytes.count, 2) + le(0, 2)
            directory += le(0x0201_4B50, 4) + le(20, 2) + common + le(0, 2) + le(0, 2) + le(0, 2) + le(0, 4) + le(out.count, 4) + nameBytes
            out += le(0x0403_4B50, 4) + common + nameBytes + bytes
        }
        let directoryOffset = out.count
        out += directory
        out += le(0x0605_4B50, 4) + le(0, 2) + le(0, 2) + le(entries.count, 2) + le(entries.count, 2) + le(directory.count, 4)
            + le(directoryOffset, 4) + le(0, 2)
        return Data(out)
    }

    /// `value`'s low `size` bytes, little-endian.
    public static func le(_ value: Int, _ size: Int) -> [UInt8] { (0..<size).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }

    /// The CRC-32 zip uses, bit by bit (independent of the zlib the reader calls).
    public static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
