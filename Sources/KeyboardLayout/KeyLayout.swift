import Foundation

/// A keyboard layout, identified by name: rows of keys (top to bottom), nested rows for tall keys,
/// layout metrics per orientation and styles. Fit it to a size with `fitted(in:environment:)`.
public struct KeyLayout: Hashable, Sendable {
    /// Identifier, e.g. `qwerty`, `pinyin-26`, `pinyin-9`.
    public var name: String
    /// Human-readable name for lists.
    public var displayName: String
    /// The language the layout types in; decides Chinese labels (空格, 换行) by default.
    public var language: InputMode
    /// Which page of a keyboard the layout is.
    public var page: KeyboardPage
    /// Whether a candidate bar sits above the keys.
    public var hasCandidateBar: Bool
    /// Overrides of the standard metrics per orientation.
    public var metrics: Oriented<MetricsPatch>?
    /// The layout's background colour and a key style for all its keys; nil keeps the theme's.
    public var style: LayoutStyle?
    /// Top-level rows, top to bottom; each may nest columns.
    public var rows: [LayoutRow]

    /// A layout of `rows`; `displayName` defaults to `name`. Nothing is checked here (the decoder checks
    /// files: a non-empty name, rows, unique key ids).
    public init(
        name: String, displayName: String? = nil, language: InputMode = .english, page: KeyboardPage = .letters,
        hasCandidateBar: Bool = true, metrics: Oriented<MetricsPatch>? = nil, style: LayoutStyle? = nil, rows: [LayoutRow]
    ) {
        self.name = name
        self.displayName = displayName ?? name
        self.language = language
        self.page = page
        self.hasCandidateBar = hasCandidateBar
        self.metrics = metrics
        self.style = style
        self.rows = rows
    }

    /// Every key of the layout in reading order, conditional keys included.
    public var allKeys: [LayoutKey] { rows.flatMap(\.allKeys) }

    /// The key with the given id, if any.
    public func key(id: String) -> LayoutKey? { allKeys.first { $0.id == id } }

    /// The metrics for an environment: the standard ones with this layout's overrides.
    public func metrics(for environment: KeyboardEnvironment) -> LayoutMetrics {
        LayoutMetrics.standard(for: environment).applying(metrics?[environment.orientation])
    }
}
