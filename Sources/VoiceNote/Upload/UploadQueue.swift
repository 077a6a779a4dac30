import Foundation

/// The serial upload queue the article asked for and left unbuilt: one upload at a time, in the order
/// notes were enqueued, safe to call from many tasks at once (it is an actor), persisted in a journal
/// so pending notes survive a restart, retried with backoff, cancellable, with progress events.
///
/// Each item leaves the journal only after the server accepted it; the item's id travels as an
/// idempotency key, so a crash between "stored" and "journal updated" cannot store it twice.
public actor UploadQueue {
    private let journal: UploadJournal
    private let uploader: any Uploader
    private let policy: RetryPolicy
    private let sleeper: any UploadSleeper
    private let removesFilesWhenDone: Bool
    private let hub = UploadEventHub()
    private var contents: UploadJournal.Contents
    private var running = false
    private var worker: Task<Void, Never>?
    private var current: (id: UUID, task: Task<Void, any Error>)?
    private var cancelled: Set<UUID> = []
    private var idleWaiters: [CheckedContinuation<Void, Never>] = []

    /// A queue over the journal at `journal` (loaded now; a damaged journal throws). It does not upload
    /// until `start()`. With `removesFilesWhenDone`, a note's file is deleted once uploaded or cancelled.
    public init(
        journal: URL, uploader: any Uploader, retry: RetryPolicy = .standard,
        sleeper: any UploadSleeper = TaskUploadSleeper(), removesFilesWhenDone: Bool = false
    ) throws {
        self.journal = UploadJournal(url: journal)
        self.uploader = uploader
        policy = retry
        self.sleeper = sleeper
        self.removesFilesWhenDone = removesFilesWhenDone
        contents = try self.journal.load()
    }

    /// Items waiting (the one uploading included), in upload order.
    public var pending: [UploadItem] { contents.items.filter { $0.status == .pending } }
    /// Items given up on.
    public var failed: [UploadItem] { contents.items.filter { $0.status == .failed } }
    /// Whether the queue is processing.
    public var isRunning: Bool { running }

    /// A stream of every event from now on.
    public func events() -> AsyncStream<UploadEvent> { hub.subscribe() }

    /// Adds a file to the end of the line and persists it before returning.
    @discardableResult
    public func enqueue(file: URL, id: UUID = UUID(), metadata: [String: String] = [:]) throws -> UploadItem {
        guard !contents.items.contains(where: { $0.id == id }) else {
            throw VoiceNoteError.invalidState("upload \(id) is already queued")
        }
        var next = contents
        let item = UploadItem(id: id, sequence: next.nextSequence, file: file, metadata: metadata)
        next.nextSequence += 1
        next.items.append(item)
        try journal.save(next)
        contents = next
        hub.emit(.enqueued(id))
        wake()
        return item
    }

    /// Adds a recorded note (its id becomes the upload's id).
    @discardableResult
    public func enqueue(_ note: RecordedNote, metadata: [String: String] = [:]) throws -> UploadItem {
        var facts = metadata
        facts["duration"] = facts["duration"] ?? String(format: "%.3f", note.duration)
        return try enqueue(file: note.file, id: note.id, metadata: facts)
    }

    /// Starts (or resumes) uploading, beginning with whatever the journal held.
    public func start() {
        running = true
        wake()
    }

    /// Stops after interrupting the current attempt, which stays pending (and is not counted as a failure).
    public func pause() async {
        running = false
        current?.task.cancel()
        await worker?.value
    }

    /// Removes a pending or failed item, interrupting it if it is uploading. Returns whether it was found.
    @discardableResult
    public func cancel(_ id: UUID) throws -> Bool {
        guard let index = contents.items.firstIndex(where: { $0.id == id }) else { return false }
        var next = contents
        let item = next.items.remove(at: index)
        try journal.save(next)
        contents = next
        if current?.id == id {
            cancelled.insert(id)
            current?.task.cancel()
        }
        if removesFilesWhenDone { try? FileManager.default.removeItem(at: item.file) }
        hub.emit(.cancelled(id))
        return true
    }

    /// Puts a failed item back in line (at its original place in the order) with a fresh set of attempts.
    @discardableResult
    public func retry(_ id: UUID) throws -> Bool {
        guard let index = contents.items.firstIndex(where: { $0.id == id && $0.status == .failed }) else { return false }
        var next = contents
        next.items[index].status = .pending
        next.items[index].attempts = 0
        try journal.save(next)
        contents = next
        wake()
        return true
    }

    /// Returns once nothing is uploading (no pending items, or the queue is paused).
    public func waitUntilIdle() async {
        guard worker != nil else { return }
        await withCheckedContinuation { idleWaiters.append($0) }
    }

    private func wake() {
        guard running, worker == nil, contents.items.contains(where: { $0.status == .pending }) else { return }
        worker = Task { await self.work() }
    }

    private func work() async {
        while running, let item = contents.items.first(where: { $0.status == .pending }) {
            await process(item.id)
        }
        worker = nil
        let waiters = idleWaiters
        idleWaiters = []
        for waiter in waiters { waiter.resume() }
    }

    /// Attempts one item until it succeeds, fails for good, is cancelled, or the queue pauses.
    private func process(_ id: UUID) async {
        while running, let item = contents.items.first(where: { $0.id == id }), item.status == .pending {
            let attempt = item.attempts + 1
            hub.emit(.started(id, attempt: attempt))
            let outcome = await run(id) { [uploader, hub] in
                try await uploader.upload(item) { hub.emit(.progress(id, fraction: min(1, max(0, $0)))) }
            }
            if cancelled.remove(id) != nil { return }
            switch outcome {
            case .success:
                finish(id)
                return
            case .failure(let error):
                if !running { return }  // paused mid-attempt: stays pending, not a failure
                let message = (error as? UploadError)?.message ?? "\(error)"
                let permanent = (error as? UploadError)?.isPermanent ?? false
                guard update(id, { $0.attempts = attempt; $0.lastError = message }) else { return }
                if permanent || attempt >= policy.maxAttempts {
                    _ = update(id) { $0.status = .failed }
                    hub.emit(.failed(id, message: message))
                    return
                }
                let delay = policy.delay(afterFailure: attempt)
                hub.emit(.retrying(id, attempt: attempt, delay: delay, message: message))
                _ = await run(id) { [sleeper] in try await sleeper.sleep(seconds: delay) }
                if cancelled.remove(id) != nil { return }
            }
        }
    }

    /// Runs an interruptible step for `id` (an attempt or a backoff wait) as the current task.
    private func run(_ id: UUID, _ body: @escaping @Sendable () async throws -> Void) async -> Result<Void, any Error> {
        let task = Task { try await body() }
        current = (id, task)
        defer { current = nil }
        do {
            try await task.value
            return .success(())
        } catch {
            return .failure(error)
        }
    }

    private func finish(_ id: UUID) {
        guard let index = contents.items.firstIndex(where: { $0.id == id }) else { return }
        var next = contents
        let item = next.items.remove(at: index)
        contents = next
        // The server has it; failing to persist only means a restart re-sends it, which the idempotency key absorbs.
        try? journal.save(next)
        if removesFilesWhenDone { try? FileManager.default.removeItem(at: item.file) }
        hub.emit(.succeeded(id))
    }

    /// Applies a change to a stored item and persists it; false if the item is gone.
    private func update(_ id: UUID, _ change: (inout UploadItem) -> Void) -> Bool {
        guard let index = contents.items.firstIndex(where: { $0.id == id }) else { return false }
        change(&contents.items[index])
        try? journal.save(contents)
        return true
    }
}
