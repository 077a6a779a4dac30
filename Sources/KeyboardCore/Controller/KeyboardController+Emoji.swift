import Emoji
import KeyboardLayout

extension KeyboardController {
    /// The emoji page's data, loaded at first use (the catalogue given, else the bundled one);
    /// nil when no catalogue can be read (the page then shows its placeholder).
    func loadEmojiBoard() -> EmojiBoard? {
        if let emojiBoard { return emojiBoard }
        guard emojiError == nil else { return nil }
        do {
            let catalogue = try emojiCatalogue ?? EmojiCatalogue.bundled()
            let board = EmojiBoard(
                catalogue: catalogue, index: emojiIndex, store: emojiRecentsURL.map(EmojiRecentsStore.init(fileURL:)),
                maximumVersion: configuration.emojiMaximumVersion)
            emojiBoard = board
            return board
        } catch {
            emojiError = String(describing: error)
            return nil
        }
    }

    /// The user's recent emoji and remembered skin tones (empty until the emoji page or an emoji is first used).
    public var emojiRecents: EmojiRecents { emojiBoard?.recents ?? EmojiRecents() }

    /// Why the recents file could not be read or written, if it could not (the recents stay in memory).
    public var emojiRecentsError: EmojiRecentsStoreError? { emojiBoard?.storeError }

    /// The emoji page's category bar, recents first (empty until the page is first opened).
    public var emojiCategories: [EmojiPageCategory] { emojiBoard?.categories ?? [] }

    /// Whether letters typed go to the emoji search query.
    var isSearchingEmoji: Bool { state.page == .emoji && state.emoji.isSearching }

    /// The page opens: from the first category (the recents when there are any), search closed.
    func openEmojiPage() {
        state.emoji = EmojiPageState()
        loadEmojiBoard()?.open()
    }

    /// Builds (or reuses) the emoji page's layout for the current state and size; false when the
    /// emoji page cannot be shown (no catalogue).
    func showEmojiPage() -> Bool {
        guard let board = loadEmojiBoard() else { return false }
        let key = EmojiLayoutKey(state: state.emoji, mode: state.mode, size: layouts.size, environment: layouts.environment, revision: board.revision)
        if key == emojiLayoutKey, layout.page == .emoji { return true }
        let page = state.emoji.isSearching
            ? EmojiPageLayout(search: state.emoji, board: board, size: layouts.size, mode: state.mode)
            : EmojiPageLayout(grid: state.emoji, board: board, size: layouts.size, mode: state.mode)
        layout = page.layout
        fittedLayout = page.layout.fitted(in: layouts.size, environment: layouts.environment)
        emojiControls = page.controls
        emojiSummary = page.summary
        emojiLayoutKey = key
        // Keep the state on the page actually shown (a clamped page or category).
        if state.emoji.isSearching {
            state.emoji.resultPage = page.summary.page
        } else {
            state.emoji.category = page.summary.selectedCategory
            state.emoji.page = page.summary.page
        }
        emojiLayoutKey?.state = state.emoji
        return true
    }

    /// Types an emoji (after committing any composition) and records it in the recents.
    func insertEmoji(_ emoji: String) {
        guard !emoji.isEmpty else { return }
        endComposition(commit: .best)
        document.insertText(emoji)
        loadEmojiBoard()?.record(emoji)
        if state.page == .emoji { showLayout() }
    }

    func showEmojiCategory(_ index: Int) {
        guard state.page == .emoji, !state.emoji.isSearching, emojiCategories.indices.contains(index) else { return }
        state.emoji.category = index
        state.emoji.page = 0
        showLayout()
    }

    /// Turns the grid's page by `delta`, running on into the next or previous category at either end;
    /// while searching, turns the results strip.
    func turnEmojiPage(by delta: Int) {
        guard state.page == .emoji, delta != 0 else { return }
        if state.emoji.isSearching {
            state.emoji.resultPage = max(0, state.emoji.resultPage + delta.signum())
            showLayout()
            return
        }
        let (columns, rows) = EmojiPageLayout.gridShape(for: layouts.size)
        let categories = emojiCategories
        guard categories.indices.contains(state.emoji.category) else { return }
        func pages(_ index: Int) -> Int { EmojiPageLayout.pageCount(cells: categories[index].cells.count, columns: columns, rows: rows) }
        if delta > 0 {
            if state.emoji.page + 1 < pages(state.emoji.category) {
                state.emoji.page += 1
            } else if state.emoji.category + 1 < categories.count {
                state.emoji.category += 1
                state.emoji.page = 0
            }
        } else {
            if state.emoji.page > 0 {
                state.emoji.page -= 1
            } else if state.emoji.category > 0 {
                state.emoji.category -= 1
                state.emoji.page = pages(state.emoji.category) - 1
            }
        }
        showLayout()
    }

    func setEmojiSearch(active: Bool) {
        guard state.page == .emoji, active != state.emoji.isSearching else { return }
        state.emoji.query = active ? "" : nil
        state.emoji.resultPage = 0
        interpreter.reset()
        showLayout()
    }

    /// Letters (lower-cased) and single spaces go to the search query.
    func typeIntoEmojiQuery(_ text: String) {
        var query = state.emoji.query ?? ""
        if text == " " {
            guard !query.isEmpty, query.last != " " else { return }
            query += " "
        } else {
            query += text.lowercased()
        }
        guard query.count <= 40 else { return }
        state.emoji.query = query
        state.emoji.resultPage = 0
        showLayout()
    }

    func deleteFromEmojiQuery() {
        guard var query = state.emoji.query, !query.isEmpty else { return }
        query.removeLast()
        state.emoji.query = query
        state.emoji.resultPage = 0
        showLayout()
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
