import Foundation

/// Written out: the file's shorthands (`char`, `height`), its checks, and defaults left out when written.
extension LayoutKey: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, char, action, label, shiftedLabel, icon, role, width, height, alternates, swipeUp, hitInsets, style
        case condition = "when"
    }

    /// Reads a key of a layout file: exactly one of `char` (the key types it; its id and label default
    /// to it) or `action` (which then needs an `id`); `width` or `height`, not both; the label, icon and
    /// role default from the action. A key breaking these rules, an empty id or char, or an unknown field
    /// throws a `DecodingError` naming the field.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        let char = try container.decodeIfPresent(String.self, forKey: .char)
        let action = try container.decodeIfPresent(KeyboardAction.self, forKey: .action)
        switch (char, action) {
        case (let char?, nil):
            guard !char.isEmpty else {
                throw DecodingError.dataCorruptedError(forKey: .char, in: container, debugDescription: "must not be empty")
            }
            self.action = .character(char)
        case (nil, let action?):
            self.action = action
        case (_?, _?):
            throw DecodingError.dataCorruptedError(forKey: .action, in: container, debugDescription: "give either \"char\" or \"action\", not both")
        case (nil, nil):
            throw DecodingError.keyNotFound(CodingKeys.action, .init(
                codingPath: decoder.codingPath, debugDescription: "a key needs \"char\" or \"action\""))
        }
        if let id = try container.decodeIfPresent(String.self, forKey: .id) {
            guard !id.isEmpty else {
                throw DecodingError.dataCorruptedError(forKey: .id, in: container, debugDescription: "must not be empty")
            }
            self.id = id
        } else if let char {
            id = char
        } else {
            throw DecodingError.keyNotFound(CodingKeys.id, .init(
                codingPath: decoder.codingPath, debugDescription: "a key with an \"action\" needs an \"id\""))
        }
        label = try container.decodeIfPresent(String.self, forKey: .label)
        if label == nil, let char { label = char }
        if label == nil, case .nineKey(_, let letters) = self.action, !letters.isEmpty { label = letters.uppercased() }
        shiftedLabel = try container.decodeIfPresent(String.self, forKey: .shiftedLabel)
        icon = try container.decodeIfPresent(KeyIcon.self, forKey: .icon)
        if icon == nil, label == nil { icon = self.action.defaultIcon }
        role = try container.decodeIfPresent(KeyRole.self, forKey: .role) ?? self.action.defaultRole
        // In a column a key's length is its height; either name is accepted, not both.
        let width = try container.decodeIfPresent(KeyWidth.self, forKey: .width)
        let height = try container.decodeIfPresent(KeyWidth.self, forKey: .height)
        if width != nil && height != nil {
            throw DecodingError.dataCorruptedError(forKey: .height, in: container, debugDescription: "give \"width\" or \"height\", not both")
        }
        self.width = width ?? height ?? .dynamic
        alternates = try container.decodeIfPresent([String].self, forKey: .alternates) ?? []
        swipeUp = try container.decodeIfPresent(String.self, forKey: .swipeUp)
        hitInsets = try container.decodeIfPresent(LayoutInsets.self, forKey: .hitInsets)
        style = try container.decodeIfPresent(KeyStyle.self, forKey: .style)
        condition = try container.decodeIfPresent(KeyCondition.self, forKey: .condition)
    }

    /// Writes the key with `action` (never `char`), leaving out a dynamic width, no alternates and unset fields.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(action, forKey: .action)
        try container.encodeIfPresent(label, forKey: .label)
        try container.encodeIfPresent(shiftedLabel, forKey: .shiftedLabel)
        try container.encodeIfPresent(icon, forKey: .icon)
        try container.encode(role, forKey: .role)
        if width != .dynamic { try container.encode(width, forKey: .width) }
        if !alternates.isEmpty { try container.encode(alternates, forKey: .alternates) }
        try container.encodeIfPresent(swipeUp, forKey: .swipeUp)
        try container.encodeIfPresent(hitInsets, forKey: .hitInsets)
        try container.encodeIfPresent(style, forKey: .style)
        try container.encodeIfPresent(condition, forKey: .condition)
    }
}
