import Foundation

/// A set of layouts by id: the standard ones shipped as JSON resources, and any a user supplies.
///
/// The shipped files are decoded when a layout is first asked for, not when the library is made:
/// a keyboard shows three or four of its 26 layouts, and the decoded ones took 360 kB of heap
/// (more in the pages the decoder touched), most of it never read, in an extension that iOS
/// stops at a few tens of MB. Each decoded file is kept for the library's copies to share.
public struct LayoutLibrary: Sendable {
    /// Each layout's id and where it is, in the order added.
    private var entries: [Entry] = []
    /// The shipped files decoded so far (shared by the library's copies).
    private let decoded = DecodedLayouts()

    /// Layouts in the order they were added (every file decoded; one that fails to is left out).
    public var layouts: [KeyLayout] { entries.compactMap(layout(of:)) }

    /// A library of `layouts`, added in order; a later layout with a name already present replaces the earlier.
    public init(layouts: [KeyLayout] = []) {
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

    /// The standard layouts and the field layouts from this module's resources, in the order of
    /// `standardIDs` then `fieldIDs` (each in the file its id names: `qwerty.json`,
    /// `qwerty-pad.json`), then any other JSON file there; a missing one is an error. The files
    /// are decoded when first asked for (`validate()` decodes them all).
    public static func standard() throws(LayoutFileError) -> LayoutLibrary {
        guard let directory = shippedDirectory else {
            throw LayoutFileError(file: "Layouts", message: "the layout resources are missing from the bundle")
        }
        return try shipped(in: directory)
    }

    /// The folder of the shipped layout files in this module's resources.
    static var shippedDirectory: URL? { Bundle.module.url(forResource: "Layouts", withExtension: nil) }

    /// `standard()`'s library of the layout files in `directory`.
    static func shipped(in directory: URL) throws(LayoutFileError) -> LayoutLibrary {
        var files = try jsonFiles(in: directory)
        var library = LayoutLibrary()
        for id in standardIDs + fieldIDs {
            guard let index = files.firstIndex(where: { $0.lastPathComponent == fileName(of: id) }) else {
                throw LayoutFileError(file: "Layouts", message: "the layout \(id) is missing from the bundle")
            }
            library.add(id, at: files.remove(at: index))
        }
        for file in files { library.add(try KeyLayout(contentsOf: file)) }
        return library
    }

    /// The name of the file a shipped layout is in: its name, and `-pad` for an iPad's arrangement.
    public static func fileName(of id: LayoutID) -> String {
        (id.device == .phone ? id.name : "\(id.name)-\(id.device.rawValue)") + ".json"
    }

    /// Decodes every layout not decoded yet: the first file that fails to decode, or whose layout
    /// is not the one its name says, is the error.
    public func validate() throws(LayoutFileError) {
        for entry in entries {
            guard case let .file(url, slot) = entry.source else { continue }
            let layout = try KeyLayout(contentsOf: url)
            guard layout.id == entry.id else {
                throw LayoutFileError(file: url.lastPathComponent, message: "holds the layout \(layout.id), not \(entry.id)")
            }
            decoded.keep(layout, at: slot)
        }
    }

    /// Reads every `*.json` file in a directory, in name order.
    public static func contents(ofDirectory directory: URL) throws(LayoutFileError) -> LayoutLibrary {
        var library = LayoutLibrary()
        for file in try jsonFiles(in: directory) { library.add(try KeyLayout(contentsOf: file)) }
        return library
    }

    /// The `*.json` files in a directory, in name order.
    private static func jsonFiles(in directory: URL) throws(LayoutFileError) -> [URL] {
        do {
            return try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
                .filter { $0.pathExtension == "json" }
                .sorted { $0.lastPathComponent < $1.lastPathComponent }
        } catch {
            throw LayoutFileError(file: directory.lastPathComponent, message: "cannot list the directory (\(error.localizedDescription))")
        }
    }

    /// The layouts' ids, in order.
    public var ids: [LayoutID] { entries.map(\.id) }

    /// The layout with the given id, if any (nil too when its file does not decode).
    public func layout(_ id: LayoutID) -> KeyLayout? {
        entries.first { $0.id == id }.flatMap(layout(of:))
    }

    /// The layout `id` as `device` shows it: its own arrangement for the device when the library
    /// has one (an iPad's `qwerty`), else the layout itself; nil when neither is here.
    public func layout(_ id: LayoutID, on device: DeviceClass) -> KeyLayout? {
        layout(id.on(device)) ?? layout(id)
    }

    /// Adds a layout, replacing one of the same id (a user's layout overrides a standard one).
    public mutating func add(_ layout: KeyLayout) {
        add(Entry(id: layout.id, source: .layout(layout)))
    }

    /// Adds layout `id` from a shipped file, decoded when first asked for.
    private mutating func add(_ id: LayoutID, at url: URL) {
        add(Entry(id: id, source: .file(url, slot: decoded.newSlot())))
    }

    private mutating func add(_ entry: Entry) {
        if let index = entries.firstIndex(where: { $0.id == entry.id }) {
            entries[index] = entry
        } else {
            entries.append(entry)
        }
    }

    /// The layout of `entry`, decoding its file the first time.
    private func layout(of entry: Entry) -> KeyLayout? {
        switch entry.source {
        case let .layout(layout): return layout
        case let .file(url, slot):
            return decoded.layout(at: slot) {
                guard let layout = try? KeyLayout(contentsOf: url), layout.id == entry.id else { return nil }
                return layout
            }
        }
    }

    /// A layout of the library: its id, and the layout or the file it is in.
    private struct Entry: Sendable {
        var id: LayoutID
        var source: Source
    }

    /// Where a layout is: decoded already, or in a shipped file (decoded into `slot` of the cache).
    private enum Source: Sendable {
        case layout(KeyLayout)
        case file(URL, slot: Int)
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
