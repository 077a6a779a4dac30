import MappedData

extension HandwritingModel {
    /// The parts of a model file, as the Python builder writes them (for tests and tools that
    /// make small models; the shipped model comes from scripts/handwriting/build.sh).
    public struct Parts: Sendable {
        /// The characters, one per class.
        public var characters: [Character]
        /// The feature geometry.
        public var features = DirectionFeatures()
        /// Subtracted from features before projecting (features.count numbers).
        public var mean: [Float]
        /// dimensions x features.count, row by row.
        public var projection: [Float]
        /// One prototype per character in the projected space (characters.count x dimensions).
        public var prototypes: [Float]
        /// Distance to log-likelihood factor.
        public var likelihoodScale: Float = 0.5

        /// Parts with every number given.
        public init(characters: [Character], features: DirectionFeatures = DirectionFeatures(), mean: [Float],
                    projection: [Float], prototypes: [Float], likelihoodScale: Float = 0.5) {
            self.characters = characters
            self.features = features
            self.mean = mean
            self.projection = projection
            self.prototypes = prototypes
            self.likelihoodScale = likelihoodScale
        }

        /// The file's bytes: prototypes quantised to 8 bits with a scale per character.
        public func encoded() -> [UInt8] {
            let count = characters.count
            let dimensions = count > 0 ? prototypes.count / count : 0
            var writer = DataFileWriter(kind: HandwritingModel.kind)
            writer.add("META", [HandwritingModel.modelVersion, UInt32(count), UInt32(features.count), UInt32(dimensions),
                                UInt32(features.fineGrid), UInt32(features.fineGrid / 2),
                                Float(features.penUpWeight).bitPattern, Float(features.spreadFloor).bitPattern,
                                Float(features.span).bitPattern, likelihoodScale.bitPattern])
            writer.add("CHRS", characters.map { $0.unicodeScalars.first!.value })
            writer.add("MEAN", mean.map(\.bitPattern))
            writer.add("PROJ", projection.map(\.bitPattern))
            var codes: [UInt8] = [], scales: [UInt32] = [], norms: [UInt32] = []
            for c in 0..<count {
                let row = prototypes[(c * dimensions)..<((c + 1) * dimensions)]
                let largest = row.map(abs).max() ?? 0
                let scale: Float = largest > 0 ? largest / 127 : 1
                var norm: Float = 0
                for value in row {
                    let code = Int8(max(-127, min(127, (value / scale).rounded())))
                    codes.append(UInt8(bitPattern: code))
                    norm += (Float(code) * scale) * (Float(code) * scale)
                }
                scales.append(scale.bitPattern)
                norms.append(norm.bitPattern)
            }
            writer.add("PROT", bytes: codes)
            writer.add("PSCL", scales)
            writer.add("PNRM", norms)
            return writer.encoded()
        }
    }
}
