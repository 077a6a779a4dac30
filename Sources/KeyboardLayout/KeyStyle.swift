import Foundation

/// How a key looks, field by field; every field is optional so that styles layer:
/// theme (by role) ← layout style ← row style ← key style, later fields winning.
/// The fields follow KeyboardLayoutEngine's button style.
public struct KeyStyle: Hashable, Sendable {
    /// The key's fill.
    public var backgroundColor: KeyboardColor?
    /// The key's fill while a finger is on it.
    public var pressedBackgroundColor: KeyboardColor?
    /// The corner radius in points (≥ 0; the renderer uses 5 when no layer sets it).
    public var cornerRadius: Double?
    /// The outline's colour; drawn only when `borderWidth` is above 0.
    public var borderColor: KeyboardColor?
    /// The outline's width in points (≥ 0).
    public var borderWidth: Double?
    /// The colour of the hard shadow under the key; drawn only when `shadowOffset` is not 0.
    public var shadowColor: KeyboardColor?
    /// Vertical shadow offset in points (iOS keys have a 1 pt hard shadow below).
    public var shadowOffset: Double?
    /// The colour of the key's label and icon.
    public var textColor: KeyboardColor?
    /// The label's size in points (> 0; the renderer uses 16 when no layer sets it).
    public var fontSize: Double?
    /// Side of the square an icon is drawn in, in points.
    public var imageSize: Double?
    /// Whether pressing shows the key-preview pop-up.
    public var showsPopup: Bool?
    /// The key-preview bubble's width as a multiple of the key's (> 0; 1.5 by default).
    public var popupWidthMultiplier: Double?
    /// The key-preview bubble's height as a multiple of the key's (> 0; 1.1 by default).
    public var popupHeightMultiplier: Double?

    /// A style setting only the fields given; the rest are left to the layers below.
    public init(
        backgroundColor: KeyboardColor? = nil, pressedBackgroundColor: KeyboardColor? = nil, cornerRadius: Double? = nil,
        borderColor: KeyboardColor? = nil, borderWidth: Double? = nil, shadowColor: KeyboardColor? = nil,
        shadowOffset: Double? = nil, textColor: KeyboardColor? = nil, fontSize: Double? = nil, imageSize: Double? = nil,
        showsPopup: Bool? = nil, popupWidthMultiplier: Double? = nil, popupHeightMultiplier: Double? = nil
    ) {
        self.backgroundColor = backgroundColor
        self.pressedBackgroundColor = pressedBackgroundColor
        self.cornerRadius = cornerRadius
        self.borderColor = borderColor
        self.borderWidth = borderWidth
        self.shadowColor = shadowColor
        self.shadowOffset = shadowOffset
        self.textColor = textColor
        self.fontSize = fontSize
        self.imageSize = imageSize
        self.showsPopup = showsPopup
        self.popupWidthMultiplier = popupWidthMultiplier
        self.popupHeightMultiplier = popupHeightMultiplier
    }

    /// This style with every field `other` sets taking `other`'s value.
    public func merged(with other: KeyStyle?) -> KeyStyle {
        guard let other else { return self }
        var result = self
        result.backgroundColor = other.backgroundColor ?? backgroundColor
        result.pressedBackgroundColor = other.pressedBackgroundColor ?? pressedBackgroundColor
        result.cornerRadius = other.cornerRadius ?? cornerRadius
        result.borderColor = other.borderColor ?? borderColor
        result.borderWidth = other.borderWidth ?? borderWidth
        result.shadowColor = other.shadowColor ?? shadowColor
        result.shadowOffset = other.shadowOffset ?? shadowOffset
        result.textColor = other.textColor ?? textColor
        result.fontSize = other.fontSize ?? fontSize
        result.imageSize = other.imageSize ?? imageSize
        result.showsPopup = other.showsPopup ?? showsPopup
        result.popupWidthMultiplier = other.popupWidthMultiplier ?? popupWidthMultiplier
        result.popupHeightMultiplier = other.popupHeightMultiplier ?? popupHeightMultiplier
        return result
    }

    /// Whether no field is set.
    public var isEmpty: Bool { self == KeyStyle() }
}

/// Decoding is written out (positive sizes, unknown keys are an error); encoding is synthesised.
extension KeyStyle: Codable {
    private enum CodingKeys: String, CodingKey, CaseIterable {
        case backgroundColor, pressedBackgroundColor, cornerRadius, borderColor, borderWidth, shadowColor, shadowOffset
        case textColor, fontSize, imageSize, showsPopup, popupWidthMultiplier, popupHeightMultiplier
    }

    /// Reads a style object of a layout file: every field optional; an unknown key, a negative size or
    /// width, or a zero font, image or pop-up size throws a `DecodingError` naming the field.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        func number(_ key: CodingKeys, positive: Bool = false) throws -> Double? {
            guard let value = try container.decodeIfPresent(Double.self, forKey: key) else { return nil }
            guard value.isFinite, value >= 0, !positive || value > 0 else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: container, debugDescription: "must be a finite number \(positive ? ">" : "≥") 0, found \(value)")
            }
            return value
        }
        backgroundColor = try container.decodeIfPresent(KeyboardColor.self, forKey: .backgroundColor)
        pressedBackgroundColor = try container.decodeIfPresent(KeyboardColor.self, forKey: .pressedBackgroundColor)
        cornerRadius = try number(.cornerRadius)
        borderColor = try container.decodeIfPresent(KeyboardColor.self, forKey: .borderColor)
        borderWidth = try number(.borderWidth)
        shadowColor = try container.decodeIfPresent(KeyboardColor.self, forKey: .shadowColor)
        shadowOffset = try container.decodeIfPresent(Double.self, forKey: .shadowOffset)
        textColor = try container.decodeIfPresent(KeyboardColor.self, forKey: .textColor)
        fontSize = try number(.fontSize, positive: true)
        imageSize = try number(.imageSize, positive: true)
        showsPopup = try container.decodeIfPresent(Bool.self, forKey: .showsPopup)
        popupWidthMultiplier = try number(.popupWidthMultiplier, positive: true)
        popupHeightMultiplier = try number(.popupHeightMultiplier, positive: true)
    }
}

/// The style of a whole layout: the keyboard's background and a key style for every key.
public struct LayoutStyle: Hashable, Sendable, Codable {
    /// The colour behind the keys; nil keeps the theme's.
    public var backgroundColor: KeyboardColor?
    /// A style layered over the theme's style of every key.
    public var keyStyle: KeyStyle?

    /// A layout style setting only what is given.
    public init(backgroundColor: KeyboardColor? = nil, keyStyle: KeyStyle? = nil) {
        self.backgroundColor = backgroundColor
        self.keyStyle = keyStyle
    }

    private enum CodingKeys: String, CodingKey, CaseIterable { case backgroundColor, keyStyle }

    /// Reads `{"backgroundColor", "keyStyle"}`, both optional; any other key throws a `DecodingError`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        backgroundColor = try container.decodeIfPresent(KeyboardColor.self, forKey: .backgroundColor)
        keyStyle = try container.decodeIfPresent(KeyStyle.self, forKey: .keyStyle)
    }
}
