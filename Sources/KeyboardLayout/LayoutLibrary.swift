import Foundation

/// A set of layouts by name: the standard ones shipped as JSON resources, and any a user supplies.
public struct LayoutLibrary: Sendable {
    /// Layouts in the order they were added.
    public private(set) var layouts: [KeyLayout]

    /// A library of `layouts`, added in order; a later layout with a name already present replaces the earlier.
    public init(layouts: [KeyLayout] = []) {
        self.layouts = []
        for layout in layouts { add(layout) }
    }

    /// Names of the standard layouts, in the order `shurufa layout list` shows them.
    public static let standardNames = ["qwerty", "pinyin-26", "pinyin-9", "handwriting", "numbers", "numbers-zh", "symbols", "symbols-zh"]

    /// Names of the other shipped layouts: the number, decimal and phone pads, the e-mail and URL
    /// letters, English letters with a 中/英 key, the iPad arrangements (tab, caps, a wide return, a
    /// dismiss key) and the emoji page's placeholder.
    public static let fieldNames = [
        "number-pad", "decimal-pad", "phone-pad", "qwerty-email", "qwerty-url", "qwerty-zh-en", "qwerty-pad", "pinyin-26-pad",
        "qwerty-zh-en-pad", "emoji-placeholder",
    ]

    /// The iPad arrangement of a layout, by the layout's name.
    public static let padArrangements = ["qwerty": "qwerty-pad", "pinyin-26": "pinyin-26-pad", "qwerty-zh-en": "qwerty-zh-en-pad"]

    /// Loads the standard layouts and the field layouts from this module's resources.
    public static func standard() throws(LayoutFileError) -> LayoutLibrary {
        guard let directory = Bundle.module.url(forResource: "Layouts", withExtension: nil) else {
            throw LayoutFileError(file: "Layouts", message: "the layout resources are missing from the bundle")
        }
        var library = LayoutLibrary()
        for name in standardNames + fieldNames {
            library.add(try KeyLayout(contentsOf: directory.appendingPathComponent(name + ".json")))
        }
        return library
    }

    /// Reads every `*.json` file in a directory, in name order.
    public static func contents(ofDirectory directory: URL) throws(LayoutFileError) -> LayoutLibrary {
        let files: [URL]
        do {
            files = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
                .filter { $0.pathExtension == "json" }
                .sorted { $0.lastPathComponent < $1.lastPathComponent }
        } catch {
            throw LayoutFileError(file: directory.lastPathComponent, message: "cannot list the directory (\(error.localizedDescription))")
        }
        var library = LayoutLibrary()
        for file in files { library.add(try KeyLayout(contentsOf: file)) }
        return library
    }

    /// Names of the layouts, in order.
    public var names: [String] { layouts.map(\.name) }

    /// The layout with the given name, if any.
    public func layout(named name: String) -> KeyLayout? { layouts.first { $0.name == name } }

    /// Adds a layout, replacing one of the same name (a user's layout overrides a standard one).
    public mutating func add(_ layout: KeyLayout) {
        if let index = layouts.firstIndex(where: { $0.name == layout.name }) {
            layouts[index] = layout
        } else {
            layouts.append(layout)
        }
    }

    /// The standard layout for a page in a mode: letters are QWERTY or pinyin (26-key or 9-key),
    /// numbers and symbols have full-width punctuation in Chinese mode. `nil` for the emoji page.
    public static func standardName(for page: KeyboardPage, mode: InputMode, nineKey: Bool = false) -> String? {
        switch (page, mode) {
        case (.letters, .english): "qwerty"
        case (.letters, .chinese): nineKey ? "pinyin-9" : "pinyin-26"
        case (.numbers, .english): "numbers"
        case (.numbers, .chinese): "numbers-zh"
        case (.symbols, .english): "symbols"
        case (.symbols, .chinese): "symbols-zh"
        case (.emoji, _): nil
        }
    }
}
