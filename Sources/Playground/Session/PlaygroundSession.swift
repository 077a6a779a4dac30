import KeyboardCore
import Foundation
import KeyboardLayout
import KeyboardRendering
import TextInputModel

/// One page's keyboard session: the host's document, the keyboard over it, and the limits that
/// keep it bounded. It routes messages to the keyboard and draws frames; the keyboard decides
/// everything else. Not thread-safe: `SessionConnection` keeps it inside an actor.
public final class PlaygroundSession {
    /// The host's text field.
    public let document: InMemoryTextDocument
    /// The settings in force, as the last `configure` message left them.
    public private(set) var settings: PlaygroundSettings
    /// The bounds this session enforces.
    public let limits: SessionLimits
    /// Client messages handled so far (every frame carries it as `ack`).
    public private(set) var handled = 0
    /// Server time of the last message, for idle expiry.
    public private(set) var lastActivity: Double
    /// Whether something changed since the last frame was taken.
    public private(set) var isDirty = true
    /// The secret the page sends with its word-list import and export (`PlaygroundServer`'s
    /// `/words` routes), when the keyboard has a store for them.
    public var wordListToken: String?
    /// The themes pages imported, where a `configure` naming `imported:ID` finds its theme.
    public var importedThemes: ImportedThemes?
    /// The keyboard's word-list store, if any.
    public var wordListStore: (any WordListStore)? { keyboard.wordListStore }

    private var keyboard: any PlaygroundKeyboard
    private var rateLimiter: EventRateLimiter
    private var pageClock = PageClock()
    private var lastRateError = -Double.infinity
    /// The phrase editor's list as the page has it from the frames sent (nil: the editor is closed).
    private var editorShown: [PhraseEditorFrame.Phrase]?
    /// A 同步 the page asked for, waiting for the connection to run it off the session (`takeSyncJob`).
    private var pendingSync: SyncPanelRequest?
    /// Runs a 同步 (nil: the page's sync answers that this server does not sync).
    public var syncService: (any PlaygroundSyncService)?
    private let renderer = KeyboardRenderer()
    private let writer = SVGWriter()

    /// A session with an empty document; fails if the keyboard cannot be made.
    public init(
        settings: PlaygroundSettings = PlaygroundSettings(), limits: SessionLimits = .standard, now: Double,
        makeKeyboard: PlaygroundKeyboardFactory
    ) throws(PlaygroundError) {
        self.settings = settings
        self.limits = limits
        document = InMemoryTextDocument(traits: settings.traits)
        keyboard = try makeKeyboard(document, settings)
        rateLimiter = EventRateLimiter(rate: limits.eventsPerSecond, burst: limits.eventBurst)
        lastActivity = now
    }

    /// Handles one WebSocket text message received at `now`; returns the replies to send at once
    /// (errors, pongs). A change to draw sets `isDirty`.
    public func receive(_ text: String, now: Double) -> [ServerMessage] {
        lastActivity = now
        handled += 1
        guard rateLimiter.allow(at: now) else {
            guard now - lastRateError >= 1 else { return [] }
            lastRateError = now
            return [.error(PlaygroundError(
                .rateLimited, "more than \(Int(limits.eventsPerSecond)) events a second; some were dropped"))]
        }
        guard text.utf8.count <= limits.maxMessageBytes else {
            return [.error(PlaygroundError(.tooLarge, "a message may have at most \(limits.maxMessageBytes) bytes, this one has \(text.utf8.count)"))]
        }
        do {
            let message = try ClientMessage.decode(text)
            let replies = try apply(message, now: now)
            return replies + enforceDocumentLimit()
        } catch {
            return [.error(error)]
        }
    }

    /// Runs the keyboard's timers at `now`.
    public func tick(now: Double) {
        guard keyboard.needsTicks else { return }
        if keyboard.tick(now: now) {
            isDirty = true
        }
    }

    /// Whether the keyboard has a timer pending.
    public var needsTicks: Bool { keyboard.needsTicks }

    /// Whether the session has been idle longer than the limit at `now` (the first-message limit
    /// before any message came).
    public func isExpired(at now: Double) -> Bool {
        now - lastActivity > (handled == 0 ? min(limits.firstMessageTimeout, limits.idleTimeout) : limits.idleTimeout)
    }

    /// The settings in force with the fit and layout the keyboard runs at (its strip, globe menu
    /// or form switcher may have changed them since the last `configure`), so the page's side
    /// panel can follow.
    private var shownSettings: PlaygroundSettings {
        var shown = settings
        if let fit = keyboard.fit { shown.fit = fit }
        if let layout = keyboard.layout { shown.layout = layout }
        return shown
    }

    /// The current frame; clears `isDirty`.
    public func takeFrame() -> PlaygroundFrame {
        isDirty = false
        let tree = keyboard.render(with: renderer)
        let store = document.store
        var frame = PlaygroundFrame(
            ack: handled, svg: writer.svg(for: tree), width: tree.size.width, height: tree.size.height,
            document: DocumentState(
                text: store.text, selectionStart: store.selectedTextRange.start.offset,
                selectionEnd: store.selectedTextRange.end.offset, markedStart: store.markedTextRange?.start.offset,
                markedEnd: store.markedTextRange?.end.offset, secure: document.textInputTraits.isSecureTextEntry),
            candidates: CandidateFrameBound.standard.bound(keyboard.candidates), settings: shownSettings, status: keyboard.status)
        // The editor's list as changes since the previous frame (the page keeps the list).
        let editor = keyboard.phraseEditor
        frame.phraseEditor = editor.map { PhraseEditorFrame.changes(from: editorShown, to: $0) }
        editorShown = editor?.phrases
        frame.hostRequest = keyboard.hostRequest
        frame.wordListToken = wordListToken
        return frame
    }

    private func apply(_ message: ClientMessage, now: Double) throws(PlaygroundError) -> [ServerMessage] {
        switch message {
        case .touch(let touch):
            keyboard.touch(touch, at: pageClock.serverTime(ofPageTime: touch.t, receivedAt: now))
        case .key(let key):
            try keyboard.hardwareKey(key.key, at: pageClock.serverTime(ofPageTime: key.t, receivedAt: now))
        case .configure(var newSettings):
            if let choice = newSettings.importedTheme {
                guard let pair = importedThemes?.theme(id: choice.id) else {
                    throw PlaygroundError(.invalidSettings, "the imported theme \(choice.id.prefix(40)) is not on this server; import it again")
                }
                newSettings.theme = pair.variant(dark: choice.isDark)
            }
            if newSettings.traits != document.textInputTraits { document.hostSetTraits(newSettings.traits) }
            try keyboard.configure(newSettings)
            settings = newSettings
        case .host(let action):
            let count = document.store.count
            switch action {
            case .caret(let offset): document.hostMoveCaret(to: min(max(offset, 0), count))
            case .select(let start, let end):
                document.hostSelect(TextRange(min(max(min(start, end), 0), count)..<min(max(max(start, end), 0), count)))
            case .clear: document.hostReplaceAllText(with: "")
            }
        case .ping(let n):
            isDirty = true
            return [.pong(n)]
        case .sync(let request):
            guard syncService != nil, keyboard.userDictionaryDirectory != nil else {
                return [.sync(SyncPanelResult(ok: false, text: "this server does not sync (no user dictionary or no sync service)"))]
            }
            pendingSync = request
            return []
        case .panel(let action):
            if case .addPhrase = action, keyboard.phraseCount >= limits.maxPhrases {
                throw PlaygroundError(.invalidValue, "a session keeps at most \(limits.maxPhrases) phrases; delete one first")
            }
            try keyboard.panel(action)
        }
        isDirty = true
        return []
    }

    /// Asks for a frame (after a 同步 changed what the keyboard offers).
    func markDirty() { isDirty = true }

    /// The 同步 the page asked for, as work to run off the session (it waits on the network); nil
    /// when none waits. The sync writes through the keyboard's own dictionary, so the next
    /// candidates have the merged words.
    public func takeSyncJob() -> (@Sendable () async -> SyncPanelResult)? {
        guard let request = pendingSync, let service = syncService, let directory = keyboard.userDictionaryDirectory else { return nil }
        pendingSync = nil
        return { await service.sync(dictionaryIn: directory, request) }
    }

    /// Trims the oldest text when the document passes its limit, as a host app with a length limit would.
    private func enforceDocumentLimit() -> [ServerMessage] {
        let excess = document.store.count - limits.maxDocumentLength
        guard excess > 0 else { return [] }
        let cut = min(excess, document.store.markedTextRange?.start.offset ?? excess, document.store.selectedTextRange.start.offset)
        guard cut > 0, document.hostReplace(TextRange(0..<cut), with: "") else { return [] }
        return [.error(PlaygroundError(
            .documentFull, "the document holds at most \(limits.maxDocumentLength) characters; the oldest were removed"))]
    }
}
