import Foundation

/// Paddings and spacings of a whole layout, in points, for one device and orientation.
public struct LayoutMetrics: Hashable, Codable, Sendable {
    /// Space above the first row (below the candidate bar).
    public var topPadding: Double
    /// Space below the last row.
    public var bottomPadding: Double
    /// Space between rows.
    public var rowSpacing: Double
    /// Default space before a row's first key.
    public var leadingPadding: Double
    /// Default space after a row's last key.
    public var trailingPadding: Double
    /// Default space between keys.
    public var keySpacing: Double
    /// Height of the candidate bar, for layouts that have one.
    public var candidateBarHeight: Double

    /// Metrics with every field given, in points.
    public init(
        topPadding: Double, bottomPadding: Double, rowSpacing: Double, leadingPadding: Double,
        trailingPadding: Double, keySpacing: Double, candidateBarHeight: Double
    ) {
        self.topPadding = topPadding
        self.bottomPadding = bottomPadding
        self.rowSpacing = rowSpacing
        self.leadingPadding = leadingPadding
        self.trailingPadding = trailingPadding
        self.keySpacing = keySpacing
        self.candidateBarHeight = candidateBarHeight
    }

    /// Values close to the iOS system keyboard's.
    public static func standard(for environment: KeyboardEnvironment) -> LayoutMetrics {
        switch (environment.device, environment.orientation) {
        case (.phone, .portrait):
            LayoutMetrics(topPadding: 8, bottomPadding: 4, rowSpacing: 12, leadingPadding: 3, trailingPadding: 3, keySpacing: 6, candidateBarHeight: 44)
        case (.phone, .landscape):
            LayoutMetrics(topPadding: 5, bottomPadding: 4, rowSpacing: 7, leadingPadding: 3, trailingPadding: 3, keySpacing: 6, candidateBarHeight: 36)
        case (.pad, .portrait):
            LayoutMetrics(topPadding: 10, bottomPadding: 10, rowSpacing: 8, leadingPadding: 6, trailingPadding: 6, keySpacing: 12, candidateBarHeight: 55)
        case (.pad, .landscape):
            LayoutMetrics(topPadding: 11, bottomPadding: 11, rowSpacing: 10, leadingPadding: 7, trailingPadding: 7, keySpacing: 14, candidateBarHeight: 55)
        }
    }

    /// These metrics with the fields a patch sets replaced.
    public func applying(_ patch: MetricsPatch?) -> LayoutMetrics {
        var result = self
        for (field, value) in patch?.values ?? [:] { result[keyPath: field.keyPath] = value }
        return result
    }
}

/// Some of a layout's metrics, as a layout file overrides them: a value for each field it sets.
public struct MetricsPatch: Hashable, Sendable {
    /// A field of `LayoutMetrics`, by the name a layout file gives it.
    public enum Field: String, CaseIterable, CodingKey, Sendable {
        /// Each replaces the `LayoutMetrics` field of its name.
        case topPadding, bottomPadding, rowSpacing, leadingPadding, trailingPadding, keySpacing, candidateBarHeight

        /// The field of `LayoutMetrics` it replaces.
        public var keyPath: WritableKeyPath<LayoutMetrics, Double> {
            switch self {
            case .topPadding: \.topPadding
            case .bottomPadding: \.bottomPadding
            case .rowSpacing: \.rowSpacing
            case .leadingPadding: \.leadingPadding
            case .trailingPadding: \.trailingPadding
            case .keySpacing: \.keySpacing
            case .candidateBarHeight: \.candidateBarHeight
            }
        }
    }

    /// The value of each field set, in points; a field not set keeps the layer below's.
    public var values: [Field: Double]

    /// A patch setting only the fields given; an empty patch changes nothing.
    public init(_ values: [Field: Double] = [:]) {
        self.values = values
    }

    /// The value a field is set to, or nil when the patch leaves it.
    public subscript(field: Field) -> Double? {
        get { values[field] }
        set { values[field] = newValue }
    }
}

/// Written out: a layout file's `metrics` object names only the fields it sets.
extension MetricsPatch: Codable {
    /// Reads a layout file's `metrics` object: every field optional; an unknown key, or a value that is
    /// not a finite number ≥ 0, throws a `DecodingError` naming it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: Field.self)
        values = [:]
        for field in Field.allCases { values[field] = try container.decodeNonNegativeIfPresent(forKey: field) }
    }

    /// Writes the fields set, under the names the decoder reads.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Field.self)
        for field in Field.allCases { try container.encodeIfPresent(values[field], forKey: field) }
    }
}

/// A value with separate portrait and landscape settings, either optional.
public struct Oriented<Value: Hashable & Codable & Sendable>: Hashable, Sendable {
    /// The value in portrait; nil falls back to the default.
    public var portrait: Value?
    /// The value in landscape; nil falls back to the default.
    public var landscape: Value?

    /// A value for either orientation, or both; an orientation left out has none.
    public init(portrait: Value? = nil, landscape: Value? = nil) {
        self.portrait = portrait
        self.landscape = landscape
    }

    /// The value for an orientation.
    public subscript(orientation: Orientation) -> Value? {
        orientation == .portrait ? portrait : landscape
    }
}

/// Paddings of one row, overriding the layout's defaults: before the first key, after the last, between keys.
public struct RowPadding: Hashable, Sendable {
    /// Points before the row's first key; nil keeps the layout's `LayoutMetrics.leadingPadding`.
    public var leading: Double?
    /// Points after the row's last key; nil keeps the layout's `LayoutMetrics.trailingPadding`.
    public var trailing: Double?
    /// Points between the row's keys; nil keeps the layout's `LayoutMetrics.keySpacing`.
    public var spacing: Double?

    /// Paddings overriding only those given.
    public init(leading: Double? = nil, trailing: Double? = nil, spacing: Double? = nil) {
        self.leading = leading
        self.trailing = trailing
        self.spacing = spacing
    }
}

/// Decoding is written out (unknown keys are an error); encoding is synthesised.
extension Oriented: Codable {
    private enum CodingKeys: String, CodingKey, CaseIterable { case portrait, landscape }

    /// Reads `{"portrait": …, "landscape": …}`, either optional; any other key throws a `DecodingError`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        portrait = try container.decodeIfPresent(Value.self, forKey: .portrait)
        landscape = try container.decodeIfPresent(Value.self, forKey: .landscape)
    }
}

/// Decoding is written out (non-negative numbers, unknown keys are an error); encoding is synthesised.
extension RowPadding: Codable {
    private enum CodingKeys: String, CodingKey, CaseIterable { case leading, trailing, spacing }

    /// Reads `{"leading", "trailing", "spacing"}`, each optional and a finite number ≥ 0; anything else
    /// throws a `DecodingError` naming the key.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        func read(_ key: CodingKeys) throws -> Double? { try container.decodeNonNegativeIfPresent(forKey: key) }
        leading = try read(.leading)
        trailing = try read(.trailing)
        spacing = try read(.spacing)
    }
}
