import Foundation

/// A set of layouts by id: the standard ones shipped as JSON resources, and any a user supplies.
public struct LayoutLibrary: Sendable {
    /// Layouts in the order they were added.
    public private(set) var layouts: [KeyLayout]

    /// A library of `layouts`, added in order; a later layout with a name already present replaces the earlier.
    public init(layouts: [KeyLayout] = []) {
        self.layouts = []
        for layout in layouts { add(layout) }
    }

    /// The standard layouts, in the order `shurufa layout list` shows them.
    public static let standardIDs: [LayoutID] = [.qwerty, .pinyin26, .pinyin9, .handwriting, .strokes, .zhuyin, .wubi, .cangjie, .quick, .jyutping, .numbers, .numbersZh, .symbols, .symbolsZh]

    /// The other shipped layouts: the number, decimal and phone pads, the e-mail and URL letters,
    /// English letters with a 中/英 key, the iPad arrangements (tab, caps, a wide return, a dismiss
    /// key), the emoji page's placeholder and its search page, and 笔画筛选's stroke row.
    public static let fieldIDs: [LayoutID] = [
        .numberPad, .decimalPad, .phonePad, .qwertyEmail, .qwertyURL, .qwertyZhEn, LayoutID.qwerty.on(.pad),
        LayoutID.pinyin26.on(.pad), LayoutID.qwertyZhEn.on(.pad), .emojiPlaceholder,
        .emojiSearch, .strokeFilter,
    ]

    /// Loads the standard layouts and the field layouts from this module's resources (every JSON
    /// file there, in the order of `standardIDs` then `fieldIDs`); a missing one is an error.
    public static func standard() throws(LayoutFileError) -> LayoutLibrary {
        guard let directory = Bundle.module.url(forResource: "Layouts", withExtension: nil) else {
            throw LayoutFileError(file: "Layouts", message: "the layout resources are missing from the bundle")
        }
        let files = try contents(ofDirectory: directory)
        var library = LayoutLibrary()
        for id in standardIDs + fieldIDs {
            guard let layout = files.layout(id) else {
                throw LayoutFileError(file: "Layouts", message: "the layout \(id) is missing from the bundle")
            }
            library.add(layout)
        }
        for layout in files.layouts { library.add(layout) }
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

    /// The layouts' ids, in order.
    public var ids: [LayoutID] { layouts.map(\.id) }

    /// The layout with the given id, if any.
    public func layout(_ id: LayoutID) -> KeyLayout? { layouts.first { $0.id == id } }

    /// The layout `id` as `device` shows it: its own arrangement for the device when the library
    /// has one (an iPad's `qwerty`), else the layout itself; nil when neither is here.
    public func layout(_ id: LayoutID, on device: DeviceClass) -> KeyLayout? {
        layout(id.on(device)) ?? layout(id)
    }

    /// Adds a layout, replacing one of the same id (a user's layout overrides a standard one).
    public mutating func add(_ layout: KeyLayout) {
        if let index = layouts.firstIndex(where: { $0.id == layout.id }) {
            layouts[index] = layout
        } else {
            layouts.append(layout)
        }
    }

    /// The standard layout for a page in a mode: letters are QWERTY or pinyin (26-key or 9-key),
    /// numbers and symbols have full-width punctuation in Chinese mode. `nil` for the emoji page.
    public static func standardID(for page: KeyboardPage, mode: InputMode, nineKey: Bool = false) -> LayoutID? {
        switch (page, mode) {
        case (.letters, .english): .qwerty
        case (.letters, .chinese): nineKey ? .pinyin9 : .pinyin26
        case (.numbers, .english): .numbers
        case (.numbers, .chinese): .numbersZh
        case (.symbols, .english): .symbols
        case (.symbols, .chinese): .symbolsZh
        case (.emoji, _): nil
        }
    }
}
