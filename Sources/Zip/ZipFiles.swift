import Foundation

/// The files of a zip in memory (a keyboard skin is a zip of YAML files): every name kept inside
/// the archive, at most `ZipArchive.maximumEntries` entries, each inflated with a cap and its CRC checked.
public enum ZipFiles {
    /// The names of every entry, in the central directory's order.
    public static func names(in data: Data) throws -> [String] {
        try ZipArchive(data: data).entries.map(\.name)
    }

    /// The entries `keep` accepts, unpacked in the directory's order; throws once their sizes add
    /// up past `totalLimit` bytes (before inflating anything past it), so a bomb costs at most that.
    public static func contents(in data: Data, totalLimit: Int, where keep: (String) -> Bool) throws -> [(name: String, bytes: [UInt8])] {
        let archive = try ZipArchive(data: data)
        var files: [(name: String, bytes: [UInt8])] = []
        var total = 0
        for entry in archive.entries where !entry.name.hasSuffix("/") && keep(entry.name) {
            total += entry.size
            guard total <= totalLimit else {
                throw ZipError.unsafe(reason: "its files unpack to more than \(totalLimit) bytes")
            }
            var bytes: [UInt8] = []
            bytes.reserveCapacity(entry.size)
            try archive.read(entry) { bytes += $0 }
            files.append((entry.name, bytes))
        }
        return files
    }
}
