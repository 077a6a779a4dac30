import Foundation

/// A YAML document as the skin formats use it: every scalar kept as its text (a typed load turns
/// `000000` into 0 and `00000033` into octal 27), anchors and aliases resolved, `<<` merge keys
/// applied with the mapping's own keys winning.
public enum YAMLNode: Hashable, Sendable {
    /// A scalar's text exactly as written (quotes removed, escapes applied).
    case scalar(String)
    /// A mapping's entries in the order written (merged entries after the mapping's own).
    case mapping([YAMLEntry])
    /// A sequence's items.
    case sequence([YAMLNode])
    /// An empty value (`key:` with nothing after it, `~`, `null`).
    case null

    /// The value under `key` in a mapping (the first entry so named), nil for anything else.
    public subscript(key: String) -> YAMLNode? {
        guard case let .mapping(entries) = self else { return nil }
        return entries.first { $0.key == key }?.value
    }

    /// The value at a `/`-separated path of mapping keys (`preset_keyboards/default`).
    public func value(atPath path: String) -> YAMLNode? {
        path.split(separator: "/").reduce(Optional(self)) { node, part in node?[String(part)] }
    }

    /// The scalar's text; nil for a mapping, a sequence or null.
    public var text: String? {
        if case let .scalar(text) = self { return text }
        return nil
    }

    /// A mapping's entries (empty for anything else).
    public var entries: [YAMLEntry] {
        if case let .mapping(entries) = self { return entries }
        return []
    }

    /// A mapping's values by key, the first entry so named winning as in the subscript (empty for
    /// anything else): for lookups in a loop, where the subscript's scan of every entry would make
    /// the loop quadratic (a skin of 120k cells took 9.9 s).
    var keyed: [String: YAMLNode] {
        Dictionary(entries.lazy.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    /// A sequence's items (empty for anything else).
    public var items: [YAMLNode] {
        if case let .sequence(items) = self { return items }
        return []
    }
}

/// One `key: value` of a mapping; keys are read as text like every scalar.
public struct YAMLEntry: Hashable, Sendable {
    /// The key's text.
    public var key: String
    /// The value.
    public var value: YAMLNode

    /// An entry `key: value`.
    public init(key: String, value: YAMLNode) { (self.key, self.value) = (key, value) }
}
