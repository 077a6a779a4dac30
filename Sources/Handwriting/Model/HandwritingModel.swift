import Foundation
import MappedData

/// The compiled recognizer (`handwriting.bin`, kind `HWR1`, built by scripts/handwriting/build.sh
/// from Make Me a Hanzi's stroke centre-lines, Arphic Public License): for each character a
/// prototype in a discriminant space, the projection into it, and the feature geometry it was
/// fitted with. Memory-mapped and validated on opening: a truncated, foreign or corrupt file is a
/// clear `HandwritingError`, and every later read is in bounds.
public struct HandwritingModel: Sendable {
    /// The file kind.
    public static let kind = "HWR1"
    /// The format of the META section this build reads.
    public static let modelVersion: UInt32 = 1
    /// The shipped model's file name.
    public static let fileName = "handwriting.bin"

    let data: DataFile<HandwritingError>
    /// The number of characters the model tells apart.
    public let characterCount: Int
    /// The discriminant space's dimensions.
    public let dimensions: Int
    /// The features the model reads, with the geometry it was fitted with.
    public let features: DirectionFeatures
    /// Multiplies a squared prototype distance into a log-likelihood (fitted on held-out writings).
    public let likelihoodScale: Double
    let characters: MappedArray<UInt32>
    nonisolated(unsafe) let mean: UnsafeRawPointer
    nonisolated(unsafe) let projection: UnsafeRawPointer
    nonisolated(unsafe) let prototypes: UnsafeRawPointer
    nonisolated(unsafe) let prototypeScales: UnsafeRawPointer
    nonisolated(unsafe) let prototypeNorms: UnsafeRawPointer
    /// How many leading dimensions `leadPrototypes` holds: the shortlist's (16), or fewer in a
    /// smaller model, a multiple of 4.
    let leadWidth: Int
    /// Every prototype's leading dimensions, scaled, as floats, in blocks of 8 prototypes (by
    /// dimension within a block, the last block padded with zeros): the one scan over every
    /// prototype reads these (433 kB for the shipped model), eight prototypes a step with no
    /// sum across lanes, instead of converting its bytes each time.
    let leadPrototypes: [Float]

    /// Opens and validates the model at `path`.
    public init(path: String, verifyChecksum: Bool = true) throws {
        let data = try DataFile<HandwritingError>(path: path, kind: Self.kind, verifyChecksum: verifyChecksum)
        self.data = data
        func fail(_ reason: String) -> HandwritingError { .model(.corruptFile(path: path, reason: reason)) }
        let meta = try data.section("META")
        guard meta.count >= 40 else { throw fail("section META is too short") }
        func word(_ index: Int) -> UInt32 { meta.loadUnaligned(fromByteOffset: 4 * index, as: UInt32.self).littleEndian }
        func real(_ index: Int) -> Double { Double(Float(bitPattern: word(index))) }
        guard word(0) == Self.modelVersion else { throw fail("model version \(word(0)); this build reads \(Self.modelVersion)") }
        var features = DirectionFeatures()
        features.fineGrid = Int(word(4))
        features.penUpWeight = real(6)
        features.spreadFloor = real(7)
        features.span = real(8)
        guard features.fineGrid == 2 * Int(word(5)), (2...64).contains(features.fineGrid), Int(word(2)) == features.count,
              features.penUpWeight.isFinite, features.spreadFloor.isFinite, features.span.isFinite, features.span > 0
        else { throw fail("feature geometry out of range") }
        self.features = features
        characterCount = Int(word(1))
        dimensions = Int(word(3))
        likelihoodScale = real(9)
        guard characterCount > 0, (1...features.count).contains(dimensions), likelihoodScale.isFinite, likelihoodScale > 0 else {
            throw fail("\(characterCount) characters in \(dimensions) dimensions")
        }
        characters = try data.array("CHRS", of: UInt32.self, count: characterCount)
        for index in 0..<characterCount where Unicode.Scalar(characters[index]) == nil {
            throw fail("character \(index) is not a Unicode scalar")
        }
        func floats(_ tag: String, _ count: Int) throws -> UnsafeRawPointer {
            let raw = try data.section(tag)
            guard raw.count == 4 * count, let base = raw.baseAddress else { throw fail("section \(tag) has \(raw.count) bytes, expected \(4 * count)") }
            return base
        }
        mean = try floats("MEAN", features.count)
        projection = try floats("PROJ", features.count * dimensions)
        prototypeScales = try floats("PSCL", characterCount)
        prototypeNorms = try floats("PNRM", characterCount)
        let raw = try data.section("PROT")
        guard raw.count == characterCount * dimensions, let base = raw.baseAddress else { throw fail("section PROT has a wrong size") }
        prototypes = base
        let leadWidth = min(dimensions, 16) / 4 * 4
        self.leadWidth = leadWidth
        let codes = base.assumingMemoryBound(to: Int8.self), scales = prototypeScales.assumingMemoryBound(to: Float.self)
        let (characterCount, dimensions) = (characterCount, dimensions)
        let padded = (characterCount + 7) / 8 * 8
        leadPrototypes = [Float](unsafeUninitializedCapacity: padded * leadWidth) { out, initialized in
            for c in 0..<padded {
                for d in 0..<leadWidth {
                    out[c / 8 * 8 * leadWidth + d * 8 + c % 8] = c < characterCount ? scales[c] * Float(codes[c * dimensions + d]) : 0
                }
            }
            initialized = padded * leadWidth
        }
    }

    /// Opens the model shipped in the package's resources.
    public init(verifyChecksum: Bool = true) throws {
        try self.init(path: BundledData.requiredPath(of: Self.fileName), verifyChecksum: verifyChecksum)
    }

    /// The shipped model's path, if the resources hold it.
    public static var bundledPath: String? { BundledData.path(of: fileName) }

    /// The character of class `index`.
    public func character(_ index: Int) -> Character {
        Character(Unicode.Scalar(characters[index])!)
    }
}
