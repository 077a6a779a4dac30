import ArgumentParser

/// One setting a tuning option (`--tune NAME=VALUE,…`) sets on `Target` by its name: where the
/// value goes. Each option has one table of them (and one of bounds), read by `applyTuning`.
struct TunedSetting<Target>: Sendable {
    /// Writes a value typed after `NAME=` into the target.
    let apply: @Sendable (inout Target, Float) -> Void

    /// A number, kept as typed (a cost in nats, a margin, a weight).
    static func set(_ path: WritableKeyPath<Target, Float> & Sendable) -> Self {
        Self { $0[keyPath: path] = $1 }
    }

    /// A count or a length: the value rounded toward zero.
    static func set(_ path: WritableKeyPath<Target, Int> & Sendable) -> Self {
        Self { $0[keyPath: path] = Int($1) }
    }
}

/// Sets on `target` each `NAME=VALUE` of `text` (in order) by `settings`, a value first brought
/// within the name's range in `bounds` when it has one (a weight within 0…1, a count at least 1);
/// a name `settings` does not hold is a usage error naming `option`.
func applyTuning<Target>(
    _ target: inout Target, _ text: String, option: String, settings: [String: TunedSetting<Target>], bounds: [String: ClosedRange<Float>] = [:]
) throws {
    for (name, value) in try settingPairs(text, option: option) {
        guard let setting = settings[String(name)] else { throw UsageError("\(option): unknown setting '\(name)'") }
        let bounded = bounds[String(name)].map { min(max(value, $0.lowerBound), $0.upperBound) } ?? value
        setting.apply(&target, bounded)
    }
}

/// The `NAME=VALUE,…` pairs of a tuning option (`--tune`, `--english-costs`), in order; a pair
/// without one `=` or whose value is no number is a usage error naming `option`.
func settingPairs(_ text: String, option: String) throws -> [(name: Substring, value: Float)] {
    try text.split(separator: ",").map { pair in
        let parts = pair.split(separator: "=")
        guard parts.count == 2, let value = Float(parts[1]) else { throw UsageError("\(option) takes NAME=VALUE,…") }
        return (parts[0], value)
    }
}
