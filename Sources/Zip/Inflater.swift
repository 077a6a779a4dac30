import CZlib
import Foundation

/// zlib's inflate (a zip entry's raw deflate; QQ's .qpyd word lists hold a zlib stream):
/// inflating stops with an error as soon as the output passes a limit, so a zip bomb costs at most
/// that much. zlib's state points back at its stream, so the stream lives at one address (a class
/// owning it), never in a value that moves.
public final class Inflater {
    /// zlib's own stream header (`.qpyd`), or none (a zip entry's raw deflate).
    public enum Wrapping {
        /// With zlib's two-byte header and checksum.
        case zlib
        /// Bare deflate, as a zip entry holds it.
        case raw
    }

    private let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
    private var open = false
    /// The bytes inflated so far.
    public private(set) var produced = 0
    /// Whether the stream's end has been read.
    public private(set) var finished = false
    /// Inflating past this many bytes throws.
    public let limit: Int
    /// What is inflated, for errors (`the .qpyd's data`).
    public let what: String

    /// A stream of `wrapping`, refused once it inflates past `limit` bytes; errors name `what`.
    public init(_ wrapping: Wrapping, limit: Int, what: String) throws {
        self.limit = limit
        self.what = what
        stream.initialize(to: z_stream())
        let status = inflateInit2_(stream, wrapping == .zlib ? 15 : -15, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else { throw ZipError.malformed(format: what, reason: "zlib could not start (\(status))") }
        open = true
    }

    deinit {
        close()
        stream.deinitialize(count: 1)
        stream.deallocate()
    }

    /// Inflates `input` (the next compressed bytes), giving the output to `emit` in chunks.
    public func inflate(_ input: [UInt8], _ emit: ([UInt8]) throws -> Void) throws {
        guard !finished, !input.isEmpty else { return }
        var output = [UInt8](repeating: 0, count: 65_536)
        var input = input
        try input.withUnsafeMutableBufferPointer { source in
            stream.pointee.next_in = source.baseAddress
            stream.pointee.avail_in = UInt32(source.count)
            defer { stream.pointee.next_in = nil }
            repeat {
                let before = stream.pointee.avail_in
                let written: Int = try output.withUnsafeMutableBufferPointer { target in
                    stream.pointee.next_out = target.baseAddress
                    stream.pointee.avail_out = UInt32(target.count)
                    let status = CZlib.inflate(stream, Z_NO_FLUSH)
                    switch status {
                    case Z_STREAM_END: finished = true
                    case Z_OK, Z_BUF_ERROR: break
                    default: throw ZipError.malformed(format: what, reason: "its compressed data is corrupt (zlib \(status))")
                    }
                    return target.count - Int(stream.pointee.avail_out)
                }
                produced += written
                guard produced <= limit else {
                    throw ZipError.unsafe(reason: "\(what) inflates past \(limit) bytes")
                }
                if written > 0 { try emit(Array(output[..<written])) }
                if written == 0 && stream.pointee.avail_in == before { break }
            } while !finished && (stream.pointee.avail_in > 0 || stream.pointee.avail_out == 0)
        }
    }

    /// Ends the stream (freeing zlib's state); throws when the data stopped before its end.
    public func finish() throws {
        close()
        guard finished else { throw ZipError.truncated(format: what, offset: produced, reading: "the end of its compressed data") }
    }

    /// Frees zlib's state without checking (after an error).
    public func close() {
        if open { inflateEnd(stream); open = false }
    }
}

/// zlib's deflate and CRC-32, for writing a zip.
enum Zlib {
    /// `bytes` compressed as raw deflate (a zip entry's data).
    static func deflateRaw(_ bytes: [UInt8]) throws -> [UInt8] {
        // One address for the stream from init to end (zlib's state points back at it).
        let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        defer { stream.deinitialize(count: 1); stream.deallocate() }
        guard deflateInit2_(stream, 9, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw ZipError.malformed(format: "zip", reason: "zlib could not start")
        }
        defer { deflateEnd(stream) }
        var output = [UInt8](repeating: 0, count: Int(deflateBound(stream, UInt(bytes.count))) + 64)
        var input = bytes
        let status = input.withUnsafeMutableBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                stream.pointee.next_in = source.baseAddress
                stream.pointee.avail_in = UInt32(source.count)
                stream.pointee.next_out = target.baseAddress
                stream.pointee.avail_out = UInt32(target.count)
                return CZlib.deflate(stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else { throw ZipError.malformed(format: "zip", reason: "deflate failed (\(status))") }
        return Array(output[..<Int(stream.pointee.total_out)])
    }

    /// The CRC-32 of `bytes` (zip's checksum).
    static func crc32(_ bytes: [UInt8], start: UInt32 = 0) -> UInt32 {
        bytes.withUnsafeBufferPointer { UInt32(CZlib.crc32(UInt(start), $0.baseAddress, UInt32($0.count))) }
    }
}
