import Emoji

/// The emoji page's data for one keyboard: the catalogue, the search index (built at the first
/// search unless one is given), the recents (in memory, or kept crash-safely in a store: a file
/// through `EmojiRecentsStore`, or the user dictionary's file), and the categories as they were when the page opened, so the recents
/// tab does not reshuffle under the finger while the user picks (tones still update at once).
final class EmojiBoard {
    let catalogue: EmojiCatalogue
    /// The newest emoji version the host can draw; newer emoji are hidden everywhere.
    let maximumVersion: EmojiVersion?
    let store: (any EmojiRecentsPersistence)?
    private var index: EmojiSearchIndex?
    private(set) var recents: EmojiRecents
    /// The tabs, recents first (when there were any at opening), then the groups, then 颜文字.
    private(set) var categories: [EmojiPageCategory] = []
    /// Grows whenever a cell changes (a tone remembered), so the page's layout is rebuilt.
    private(set) var revision = 0
    /// The last load or save failure of the recents file (the recents stay in memory).
    private(set) var storeError: EmojiRecentsStoreError?
    /// The recents' order when the page opened.
    private var recentsAtOpening: [String] = []
    private var lastSearch: (query: String, cells: [EmojiPageCell])?

    /// The maximum number of search results offered.
    static let searchLimit = 120

    /// A board keeping its recents in `store`; when that holds none, those of `formerFile` (where
    /// an earlier version kept them) are taken in once.
    init(catalogue: EmojiCatalogue, index: EmojiSearchIndex?, store: (any EmojiRecentsPersistence)?, formerFile: EmojiRecentsStore? = nil,
         maximumVersion: EmojiVersion?) {
        self.catalogue = catalogue
        self.index = index
        self.store = store
        self.maximumVersion = maximumVersion
        var recents = EmojiRecents()
        if let store {
            do {
                recents = try store.loadRecents(capacity: EmojiRecents.defaultCapacity)
                if recents.emoji.isEmpty, let formerFile, formerFile.location != store.location,
                   let former = try? formerFile.load(), !former.emoji.isEmpty {
                    try store.adoptRecents(former)
                    recents = former
                }
            } catch let error as EmojiRecentsStoreError {
                storeError = error
            } catch {
                storeError = .unreadable(path: store.location, reason: String(describing: error))
            }
        }
        self.recents = recents
        open()
    }

    /// The page opens: the recents tab takes the recents' current order.
    func open() {
        recentsAtOpening = recents.emoji
        rebuild()
    }

    /// Notes a pick: recents, use count and (for a skin-tone form) the tone, saved when there is a store.
    func record(_ emoji: String) {
        recents.record(emoji, in: catalogue)
        if let store {
            do {
                try store.saveRecents(recents, used: recents.emoji.first ?? emoji)
                storeError = nil
            } catch let error as EmojiRecentsStoreError {
                storeError = error
            } catch {
                storeError = .writeFailed(path: store.location, reason: String(describing: error))
            }
        }
        lastSearch = nil
        rebuild()
    }

    /// The emoji matching a query as cells (with remembered tones), ranked by use, then match.
    func search(_ query: String) -> [EmojiPageCell] {
        if let lastSearch, lastSearch.query == query { return lastSearch.cells }
        if index == nil { index = EmojiSearchIndex(catalogue: catalogue) }
        let results = index?.search(query, limit: Self.searchLimit, usage: recents.usage, maximumVersion: maximumVersion) ?? []
        let cells = results.map { cell(for: $0.entry) }
        lastSearch = (query, cells)
        return cells
    }

    /// What a long press offers: the default form, then each single-tone form (couples offer the
    /// five uniform tones), hiding forms newer than `maximumVersion`. Empty without skin tones.
    func skinTones(of cell: EmojiPageCell) -> [String] {
        guard cell.hasSkinTones, let entryIndex = cell.entryIndex, catalogue.entries.indices.contains(entryIndex) else { return [] }
        let entry = catalogue.entries[entryIndex]
        let forms = entry.variants.filter { variant in
            Set(variant.skinTones).count == 1 && maximumVersion.map { variant.version <= $0 } ?? true
        }
        return forms.isEmpty ? [] : [entry.value] + forms.map(\.value)
    }

    /// A cell for an entry with the tone the user last chose for it (when the host can draw it).
    func cell(for entry: EmojiEntry) -> EmojiPageCell {
        let available = { (version: EmojiVersion) in self.maximumVersion.map { version <= $0 } ?? true }
        var value = entry.value
        let preferred = recents.preferredValue(of: entry)
        if preferred != entry.value, let variant = catalogue.variant(for: preferred), available(variant.version) { value = preferred }
        return EmojiPageCell(value: value, entryIndex: entry.index, hasSkinTones: entry.variants.contains { available($0.version) })
    }

    private func rebuild() {
        let fresh = catalogue.categories(recents: recents, maximumVersion: maximumVersion)
        var result: [EmojiPageCategory] = []
        if !recentsAtOpening.isEmpty {
            let cells = recentsAtOpening.compactMap { value -> EmojiPageCell? in
                guard let entry = catalogue.entry(for: value) else {
                    return EmojiPageCell(value: value, entryIndex: nil, hasSkinTones: false)
                }
                guard maximumVersion.map({ entry.version <= $0 }) ?? true else { return nil }
                return cell(for: entry)
            }
            result.append(EmojiPageCategory(title: "常用", symbol: "🕘", isRecents: true, cells: cells))
        }
        for category in fresh {
            guard case .group = category.kind else { continue }
            result.append(EmojiPageCategory(
                title: category.title, symbol: category.symbol, isRecents: false,
                cells: category.cells.map { EmojiPageCell(value: $0.value, entryIndex: $0.entryIndex, hasSkinTones: $0.hasSkinTones) }))
        }
        result.append(Kaomoji.category)
        categories = result
        revision += 1
    }
}
