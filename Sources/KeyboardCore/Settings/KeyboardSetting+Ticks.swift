extension KeyboardSetting {
    /// Whether `choice` is ticked in `value`, this setting's stored string (a list setting's
    /// comma-separated choices, `z-zh,an-ang`).
    public func ticks(_ choice: String, in value: String) -> Bool {
        value.split(separator: ",").contains { $0 == choice }
    }

    /// `value` with `choice` ticked (`on`) or not, written as the setting stores a list: the ticked
    /// choices comma-separated in the choices' order (a settings screen's tick, the iOS host's list).
    public func value(_ value: String, ticking choice: String, _ on: Bool) -> String {
        var ticked = Set(value.split(separator: ",").map(String.init))
        if on { ticked.insert(choice) } else { ticked.remove(choice) }
        return control.choices.map(\.value).filter(ticked.contains).joined(separator: ",")
    }
}
