import Emoji
import Foundation
import KeyboardLayout

/// The emoji page as its own type, held by `KeyboardController`: where it is (category, page; the
/// search field is the keyboard's overlay, `Overlay.emojiSearch`, passed in), its data (catalogue, recents and their file, loaded at first use), and what it shows
/// (the layout built for its state, whose buttons are keys with actions, and its summary). The controller routes actions here
/// and shows the layout it builds; nothing else about the page lives in the controller.
public final class EmojiPage {
    /// Why the emoji page cannot be shown.
    public enum LoadError: Error, Hashable, Sendable {
        /// No catalogue could be read (the page shows its placeholder); the reader's message.
        case catalogueUnreadable(String)
    }

    /// Where the grid is: category and page.
    public internal(set) var state = EmojiPageState()
    /// Why the page cannot be shown, once loading failed.
    public private(set) var loadError: LoadError?
    /// What the page shows now (nil until first built).
    public private(set) var summary: EmojiPageSummary?

    private let catalogue: EmojiCatalogue?
    private let index: EmojiSearchIndex?
    private let recentsURL: URL?
    /// The store the host gave (`useRecentsStore`), in place of the file at `recentsURL`.
    private var recentsStore: (any EmojiRecentsPersistence)?
    private let maximumVersion: EmojiVersion?
    private var board: EmojiBoard?
    private var builtFor: EmojiLayoutKey?
    private var built: KeyLayout?

    /// A page over `catalogue` (nil: the bundled one, read at first use) searching `index`, keeping
    /// the recents in `recentsURL` (crash-safe JSON; nil keeps them in memory).
    init(catalogue: EmojiCatalogue?, index: EmojiSearchIndex?, recentsURL: URL?, maximumVersion: EmojiVersion?) {
        self.catalogue = catalogue
        self.index = index
        self.recentsURL = recentsURL
        self.maximumVersion = maximumVersion
    }

    /// The user's recent emoji and remembered skin tones (empty until the page or an emoji is first used).
    public var recents: EmojiRecents { board?.recents ?? EmojiRecents() }
    /// Why the recents file could not be read or written, if it could not (the recents stay in memory).
    public var recentsError: EmojiRecentsStoreError? { board?.storeError }
    /// The category bar, recents first (empty until the page is first opened).
    public var categories: [EmojiPageCategory] { board?.categories ?? [] }

    /// Keeps the recents in `store` from now on (read again from it), taking in once those of the
    /// file the page was given, when the store holds none.
    /// Keeps the recents in `engine`'s store (the user dictionary's file, which syncs them), when
    /// it has one: the recents of the file the keyboard was given are taken in once.
    public func useRecents(of engine: KeyboardEngine) {
        if let store = engine.stores.emojiRecents { useRecentsStore(store) }
    }

    func useRecentsStore(_ store: any EmojiRecentsPersistence) {
        recentsStore = store
        if board != nil {
            board = nil
            _ = loadBoard()
        }
    }

    /// The page's data, loaded at first use; nil when no catalogue can be read.
    func loadBoard() -> EmojiBoard? {
        if let board { return board }
        guard loadError == nil else { return nil }
        do {
            let board = EmojiBoard(
                catalogue: try catalogue ?? EmojiCatalogue.bundled(), index: index,
                store: recentsStore ?? recentsURL.map(EmojiRecentsStore.init(fileURL:)),
                formerFile: recentsStore == nil ? nil : recentsURL.map(EmojiRecentsStore.init(fileURL:)), maximumVersion: maximumVersion)
            self.board = board
            return board
        } catch {
            loadError = .catalogueUnreadable(String(describing: error))
            return nil
        }
    }

    /// The page opens: from the first category (the recents when there are any).
    func open() {
        state = EmojiPageState()
        loadBoard()?.open()
    }

    /// The layout for the current state at `size`, and whether it differs from the one last built
    /// (the same state, size and data reuse it); nil when the page cannot be shown (no catalogue).
    /// The search page (while `overlay` is the open search) is `searchFile` filled in; without one
    /// the search closes and the grid shows.
    func layout(
        mode: InputMode, size: LayoutSize, environment: KeyboardEnvironment, searchFile: KeyLayout?, overlay: inout Overlay
    ) -> (layout: KeyLayout, isNew: Bool)? {
        guard let board = loadBoard() else { return nil }
        if searchFile == nil { _ = setSearch(active: false, overlay: &overlay) }
        let search = overlay.emojiSearch
        let key = EmojiLayoutKey(state: state, search: search, mode: mode, size: size, environment: environment, revision: board.revision)
        if key == builtFor, let built { return (built, false) }
        let page = if let searchFile, let search {
            EmojiPageLayout(search: search, category: state.category, board: board, size: size, mode: mode, file: searchFile)
        } else {
            EmojiPageLayout(grid: state, board: board, size: size, mode: mode)
        }
        summary = page.summary
        // Keep the state on the page actually shown (a clamped page or category).
        if var search {
            search.resultPage = page.summary.page
            overlay = .emojiSearch(search)
        } else {
            state.category = page.summary.selectedCategory
            state.page = page.summary.page
        }
        builtFor = key
        builtFor?.state = state
        builtFor?.search = overlay.emojiSearch
        built = page.layout
        return (page.layout, true)
    }

    /// Records a typed emoji in the recents.
    func record(_ emoji: String) {
        loadBoard()?.record(emoji)
    }

    /// Carries out an emoji page action (category, page turn, search open or closed in `overlay`)
    /// for a grid of `size`; whether anything changed.
    func perform(_ action: KeyboardAction, size: LayoutSize, overlay: inout Overlay) -> Bool {
        switch action {
        case .command(.emojiCategory(let index)): return overlay.emojiSearch == nil && showCategory(index)
        case .emojiPage(let delta):
            turnPage(by: delta, size: size, overlay: &overlay)
            return delta != 0
        case .beginEmojiSearch: return setSearch(active: true, overlay: &overlay)
        case .endEmojiSearch: return setSearch(active: false, overlay: &overlay)
        default: return false
        }
    }

    /// Shows category `index` from its first page; false if there is no such category.
    func showCategory(_ index: Int) -> Bool {
        guard categories.indices.contains(index) else { return false }
        state.category = index
        state.page = 0
        return true
    }

    /// Turns the grid's page by `delta` for a grid of `size`, running on into the next or previous
    /// category at either end; while searching (`overlay`), turns the results strip.
    func turnPage(by delta: Int, size: LayoutSize, overlay: inout Overlay) {
        guard delta != 0 else { return }
        if var search = overlay.emojiSearch {
            search.resultPage = max(0, search.resultPage + delta.signum())
            overlay = .emojiSearch(search)
            return
        }
        let (columns, rows) = EmojiPageLayout.gridShape(for: size)
        let categories = categories
        guard categories.indices.contains(state.category) else { return }
        func pages(_ index: Int) -> Int {
            EmojiPageLayout.pageCount(
                cells: categories[index].cells.count, columns: EmojiPageLayout.columns(columns, categories[index]), rows: rows)
        }
        if delta > 0 {
            if state.page + 1 < pages(state.category) {
                state.page += 1
            } else if state.category + 1 < categories.count {
                state.category += 1
                state.page = 0
            }
        } else if state.page > 0 {
            state.page -= 1
        } else if state.category > 0 {
            state.category -= 1
            state.page = pages(state.category) - 1
        }
    }

    /// Opens the search field in `overlay` (closing what else was open there) or closes it;
    /// false when nothing changed.
    func setSearch(active: Bool, overlay: inout Overlay) -> Bool {
        guard active != (overlay.emojiSearch != nil) else { return false }
        overlay = active ? .emojiSearch(EmojiSearch()) : .none
        return true
    }

    /// Letters (lower-cased) and single spaces go to the open search's query (at most 40
    /// characters), in `overlay`; false when nothing changed (or no search is open).
    func type(_ text: String, overlay: inout Overlay) -> Bool {
        guard var search = overlay.emojiSearch else { return false }
        if text == " " {
            guard !search.query.isEmpty, search.query.last != " " else { return false }
            search.query += " "
        } else {
            search.query += text.lowercased()
        }
        guard search.query.count <= 40 else { return false }
        search.resultPage = 0
        overlay = .emojiSearch(search)
        return true
    }

    /// Deletes the open search query's last character, in `overlay`; false when it was empty.
    func deleteBackward(overlay: inout Overlay) -> Bool {
        guard var search = overlay.emojiSearch, !search.query.isEmpty else { return false }
        search.query.removeLast()
        search.resultPage = 0
        overlay = .emojiSearch(search)
        return true
    }
}

/// What the emoji page's layout was built from; the same key reuses the layout.
struct EmojiLayoutKey: Hashable {
    var state: EmojiPageState
    var search: EmojiSearch?
    var mode: InputMode
    var size: LayoutSize
    var environment: KeyboardEnvironment
    var revision: Int
}
