import Foundation

/// How one sample is stored in a WAV data chunk.
enum WAVSampleEncoding: Equatable {
    case unsigned8, signed16, signed24, signed32, float32, float64

    var bytesPerSample: Int {
        switch self {
        case .unsigned8: 1
        case .signed16: 2
        case .signed24: 3
        case .signed32, .float32: 4
        case .float64: 8
        }
    }

    /// Decodes `count` little-endian samples from `bytes` to 16-bit.
    func decode(_ bytes: UnsafeRawBufferPointer, count: Int) -> [Int16] {
        var out = [Int16](repeating: 0, count: count)
        switch self {
        case .signed16:
            for i in 0..<count { out[i] = Int16(littleEndian: bytes.loadUnaligned(fromByteOffset: 2 * i, as: Int16.self)) }
        case .unsigned8:
            for i in 0..<count { out[i] = Int16(Int(bytes[i]) - 128) << 8 }
        case .signed24:
            for i in 0..<count { out[i] = Int16(bitPattern: UInt16(bytes[3 * i + 1]) | UInt16(bytes[3 * i + 2]) << 8) }
        case .signed32:
            for i in 0..<count {
                out[i] = Int16(truncatingIfNeeded: Int32(littleEndian: bytes.loadUnaligned(fromByteOffset: 4 * i, as: Int32.self)) >> 16)
            }
        case .float32:
            for i in 0..<count {
                let bits = UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: 4 * i, as: UInt32.self))
                out[i] = PCMChunk.int16(Float(bitPattern: bits))
            }
        case .float64:
            for i in 0..<count {
                let bits = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: 8 * i, as: UInt64.self))
                out[i] = PCMChunk.int16(Float(Double(bitPattern: bits)))
            }
        }
        return out
    }
}

/// The parts of a RIFF/WAVE header the reader needs; leaves the handle at the first data byte.
struct WAVHeader {
    var format: PCMFormat
    var encoding: WAVSampleEncoding
    var frameCount: Int

    static func read(from handle: FileHandle, path: String) throws -> WAVHeader {
        func fail(_ reason: String) -> VoiceNoteError { .invalidWAV(path: path, reason: reason) }
        func bytes(_ count: Int) throws -> Data {
            let data = (try? handle.read(upToCount: count)) ?? Data()
            guard data.count == count else { throw fail("truncated header") }
            return data
        }
        let fileSize = Int((try? handle.seekToEnd()) ?? 0)
        try? handle.seek(toOffset: 0)
        let riff = try bytes(12)
        guard riff.prefix(4) == Data("RIFF".utf8), riff.suffix(4) == Data("WAVE".utf8) else {
            throw fail("missing RIFF/WAVE signature")
        }
        var format: (PCMFormat, WAVSampleEncoding)?
        var offset = 12
        while true {
            guard offset + 8 <= fileSize else { throw fail(format == nil ? "no fmt chunk" : "no data chunk") }
            let chunkHeader = try bytes(8)
            let id = String(decoding: chunkHeader.prefix(4), as: UTF8.self)
            let size = Int(chunkHeader.uint32(at: 4))
            offset += 8
            if id == "fmt " {
                guard size >= 16, size <= 1024 else { throw fail("fmt chunk of \(size) bytes") }
                let body = try bytes(size + size % 2)
                format = try parseFormat(body, fail: fail)
            } else if id == "data" {
                guard let (pcm, encoding) = format else { throw fail("data chunk before fmt chunk") }
                let available = fileSize - offset
                // Streamed WAVs (e.g. written to a pipe) carry 0 or 0xFFFFFFFF; trust the file's real length then.
                let declared = (size == 0 || size == 0xFFFF_FFFF) ? available : size
                let bytesPerFrame = encoding.bytesPerSample * pcm.channels
                return WAVHeader(format: pcm, encoding: encoding, frameCount: min(declared, available) / bytesPerFrame)
            } else {
                offset += size + size % 2
                guard offset <= fileSize else { throw fail("chunk '\(id)' runs past the end of the file") }
                try handle.seek(toOffset: UInt64(offset))
                continue
            }
            offset += size + size % 2
        }
    }

    private static func parseFormat(_ body: Data, fail: (String) -> VoiceNoteError) throws -> (PCMFormat, WAVSampleEncoding) {
        var tag = Int(body.uint16(at: 0))
        let channels = Int(body.uint16(at: 2))
        let rate = Int(body.uint32(at: 4))
        let bits = Int(body.uint16(at: 14))
        if tag == 0xFFFE {
            guard body.count >= 26 else { throw fail("extensible fmt chunk too short") }
            tag = Int(body.uint16(at: 24))
        }
        guard channels == 1 || channels == 2 else { throw fail("\(channels) channels (only mono or stereo)") }
        guard rate > 0, rate <= 384_000 else { throw fail("sample rate \(rate)") }
        let encoding: WAVSampleEncoding
        switch (tag, bits) {
        case (1, 8): encoding = .unsigned8
        case (1, 16): encoding = .signed16
        case (1, 24): encoding = .signed24
        case (1, 32): encoding = .signed32
        case (3, 32): encoding = .float32
        case (3, 64): encoding = .float64
        default: throw fail("sample encoding (format tag \(tag), \(bits) bits) is not linear PCM")
        }
        return (PCMFormat(sampleRate: rate, channels: channels), encoding)
    }
}

extension Data {
    func uint16(at offset: Int) -> UInt16 {
        let base = startIndex + offset
        return UInt16(self[base]) | UInt16(self[base + 1]) << 8
    }

    func uint32(at offset: Int) -> UInt32 {
        UInt32(uint16(at: offset)) | UInt32(uint16(at: offset + 2)) << 16
    }
}
