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
        guard let patch else { return self }
        var result = self
        if let value = patch.topPadding { result.topPadding = value }
        if let value = patch.bottomPadding { result.bottomPadding = value }
        if let value = patch.rowSpacing { result.rowSpacing = value }
        if let value = patch.leadingPadding { result.leadingPadding = value }
        if let value = patch.trailingPadding { result.trailingPadding = value }
        if let value = patch.keySpacing { result.keySpacing = value }
        if let value = patch.candidateBarHeight { result.candidateBarHeight = value }
        return result
    }
}

/// Some of a layout's metrics, as a layout file overrides them.
public struct MetricsPatch: Hashable, Sendable {
    /// Replaces `LayoutMetrics.topPadding` when set.
    public var topPadding: Double?
    /// Replaces `LayoutMetrics.bottomPadding` when set.
    public var bottomPadding: Double?
    /// Replaces `LayoutMetrics.rowSpacing` when set.
    public var rowSpacing: Double?
    /// Replaces `LayoutMetrics.leadingPadding` when set.
    public var leadingPadding: Double?
    /// Replaces `LayoutMetrics.trailingPadding` when set.
    public var trailingPadding: Double?
    /// Replaces `LayoutMetrics.keySpacing` when set.
    public var keySpacing: Double?
    /// Replaces `LayoutMetrics.candidateBarHeight` when set.
    public var candidateBarHeight: Double?

    /// A patch setting only the fields given; an empty patch changes nothing.
    public init(
        topPadding: Double? = nil, bottomPadding: Double? = nil, rowSpacing: Double? = nil, leadingPadding: Double? = nil,
        trailingPadding: Double? = nil, keySpacing: Double? = nil, candidateBarHeight: Double? = nil
    ) {
        self.topPadding = topPadding
        self.bottomPadding = bottomPadding
        self.rowSpacing = rowSpacing
        self.leadingPadding = leadingPadding
        self.trailingPadding = trailingPadding
        self.keySpacing = keySpacing
        self.candidateBarHeight = candidateBarHeight
    }
}

/// Decoding is written out (non-negative numbers, unknown keys are an error); encoding is synthesised.
extension MetricsPatch: Codable {
    private enum CodingKeys: String, CodingKey, CaseIterable {
        case topPadding, bottomPadding, rowSpacing, leadingPadding, trailingPadding, keySpacing, candidateBarHeight
    }

    /// Reads a layout file's `metrics` object: every field optional; an unknown key, or a value that is
    /// not a finite number ≥ 0, throws a `DecodingError` naming it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try decoder.container(keyedBy: AnyCodingKey.self).rejectUnknownKeys(allowed: Set(CodingKeys.allCases.map(\.stringValue)))
        func read(_ key: CodingKeys) throws -> Double? { try container.decodeNonNegativeIfPresent(forKey: key) }
        topPadding = try read(.topPadding)
        bottomPadding = try read(.bottomPadding)
        rowSpacing = try read(.rowSpacing)
        leadingPadding = try read(.leadingPadding)
        trailingPadding = try read(.trailingPadding)
        keySpacing = try read(.keySpacing)
        candidateBarHeight = try read(.candidateBarHeight)
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
