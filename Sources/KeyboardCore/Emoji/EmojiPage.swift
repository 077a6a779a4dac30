import Emoji
import Foundation
import KeyboardLayout

/// The emoji page as its own type, held by `KeyboardController`: where it is (category, page,
/// search), its data (catalogue, recents and their file, loaded at first use), and what it shows
/// (the layout built for its state, whose buttons are keys with actions, and its summary). The controller routes actions here
/// and shows the layout it builds; nothing else about the page lives in the controller.
public final class EmojiPage {
    /// Why the emoji page cannot be shown.
    public enum LoadError: Error, Hashable, Sendable {
        /// No catalogue could be read (the page shows its placeholder); the reader's message.
        case catalogueUnreadable(String)
    }

    /// Where the page is: category, page, search query.
    public internal(set) var state = EmojiPageState()
    /// Why the page cannot be shown, once loading failed.
    public private(set) var loadError: LoadError?
    /// What the page shows now (nil until first built).
    public private(set) var summary: EmojiPageSummary?

    private let catalogue: EmojiCatalogue?
    private let index: EmojiSearchIndex?
    private let recentsURL: URL?
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
    /// Whether letters typed go to the search query.
    public var isSearching: Bool { state.isSearching }

    /// The page's data, loaded at first use; nil when no catalogue can be read.
    func loadBoard() -> EmojiBoard? {
        if let board { return board }
        guard loadError == nil else { return nil }
        do {
            let board = EmojiBoard(
                catalogue: try catalogue ?? EmojiCatalogue.bundled(), index: index,
                store: recentsURL.map(EmojiRecentsStore.init(fileURL:)), maximumVersion: maximumVersion)
            self.board = board
            return board
        } catch {
            loadError = .catalogueUnreadable(String(describing: error))
            return nil
        }
    }

    /// The page opens: from the first category (the recents when there are any), search closed.
    func open() {
        state = EmojiPageState()
        loadBoard()?.open()
    }

    /// The layout for the current state at `size`, and whether it differs from the one last built
    /// (the same state, size and data reuse it); nil when the page cannot be shown (no catalogue).
    /// The search page is `searchFile` filled in; without one the search closes and the grid shows.
    func layout(
        mode: InputMode, size: LayoutSize, environment: KeyboardEnvironment, searchFile: KeyLayout?
    ) -> (layout: KeyLayout, isNew: Bool)? {
        guard let board = loadBoard() else { return nil }
        if searchFile == nil { _ = setSearch(active: false) }
        let key = EmojiLayoutKey(state: state, mode: mode, size: size, environment: environment, revision: board.revision)
        if key == builtFor, let built { return (built, false) }
        let page = if let searchFile, state.isSearching {
            EmojiPageLayout(search: state, board: board, size: size, mode: mode, file: searchFile)
        } else {
            EmojiPageLayout(grid: state, board: board, size: size, mode: mode)
        }
        summary = page.summary
        // Keep the state on the page actually shown (a clamped page or category).
        if state.isSearching {
            state.resultPage = page.summary.page
        } else {
            state.category = page.summary.selectedCategory
            state.page = page.summary.page
        }
        builtFor = key
        builtFor?.state = state
        built = page.layout
        return (page.layout, true)
    }

    /// Records a typed emoji in the recents.
    func record(_ emoji: String) {
        loadBoard()?.record(emoji)
    }

    /// Carries out an emoji page action (category, page turn, search open or closed) for a grid of
    /// `size`; whether anything changed.
    func perform(_ action: KeyboardAction, size: LayoutSize) -> Bool {
        switch action {
        case .command(.emojiCategory(let index)): return showCategory(index)
        case .emojiPage(let delta):
            turnPage(by: delta, size: size)
            return delta != 0
        case .beginEmojiSearch: return setSearch(active: true)
        case .endEmojiSearch: return setSearch(active: false)
        default: return false
        }
    }

    /// Shows category `index` from its first page; false if there is no such category (or searching).
    func showCategory(_ index: Int) -> Bool {
        guard !state.isSearching, categories.indices.contains(index) else { return false }
        state.category = index
        state.page = 0
        return true
    }

    /// Turns the grid's page by `delta` for a grid of `size`, running on into the next or previous
    /// category at either end; while searching, turns the results strip.
    func turnPage(by delta: Int, size: LayoutSize) {
        guard delta != 0 else { return }
        if state.isSearching {
            state.resultPage = max(0, state.resultPage + delta.signum())
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

    /// Opens or closes the search field; false when nothing changed.
    func setSearch(active: Bool) -> Bool {
        guard active != state.isSearching else { return false }
        state.query = active ? "" : nil
        state.resultPage = 0
        return true
    }

    /// Letters (lower-cased) and single spaces go to the query (at most 40 characters); false when nothing changed.
    func type(_ text: String) -> Bool {
        var query = state.query ?? ""
        if text == " " {
            guard !query.isEmpty, query.last != " " else { return false }
            query += " "
        } else {
            query += text.lowercased()
        }
        guard query.count <= 40 else { return false }
        state.query = query
        state.resultPage = 0
        return true
    }

    /// Deletes the query's last character; false when it was empty.
    func deleteBackward() -> Bool {
        guard var query = state.query, !query.isEmpty else { return false }
        query.removeLast()
        state.query = query
        state.resultPage = 0
        return true
    }
}

/// What the emoji page's layout was built from; the same key reuses the layout.
struct EmojiLayoutKey: Hashable {
    var state: EmojiPageState
    var mode: InputMode
    var size: LayoutSize
    var environment: KeyboardEnvironment
    var revision: Int
}
