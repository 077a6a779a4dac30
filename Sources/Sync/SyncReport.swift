import Foundation
import UserDictionary

/// What one sync did: what came in, what went out, what was refused and what waits.
public struct SyncReport: Hashable, Sendable, CustomStringConvertible {
    /// Remote files read and merged.
    public var filesMerged = 0
    /// Changes from other devices merged that were new here.
    public var changesReceived = 0
    /// Those changes, by what they are about.
    public var received = SyncTally()
    /// Changes made here since the last sync, put in the log.
    public var changesCaptured = 0
    /// Those changes, by what they are about.
    public var captured = SyncTally()
    /// Segments sent (and confirmed by the remote).
    public var segmentsSent = 0
    /// Changes in the segments sent.
    public var changesSent = 0
    /// Those changes, by what they are about.
    public var sent = SyncTally()
    /// Segments still waiting to be sent (sent at the next sync).
    public var segmentsPending = 0
    /// Remote files refused (changed, cut, not ours) or unreadable (the server failed on them, a
    /// folder named like one): each "refused <file>: why"; nothing of them was merged, every other file was.
    public var refused: [String] = []
    /// Other devices' logs with segments missing on the server, each in words.
    public var gaps: [String] = []
    /// This device's segments the server had lost, sent again from its log.
    public var resent = 0
    /// Why sending stopped, when it did (the rest goes at the next sync).
    public var sendError: String?
    /// The hybrid time of the changes captured here (nil when none).
    public var capturedAt: HybridTime?
    /// Whether this device's own older files were folded into a snapshot.
    public var compacted = false
    /// The device id this device left because the remote held more of its log than it did (its
    /// dictionary restored from an older backup, or copied to a second device): it took a new one.
    public var leftDevice: String?

    /// An empty report.
    public init() {}

    /// Whether everything went (nothing refused, no gap, nothing pending).
    public var isComplete: Bool { refused.isEmpty && gaps.isEmpty && segmentsPending == 0 && sendError == nil }

    /// A few lines for the user.
    public var description: String {
        var lines = [
            "from your other devices: \(received)" + (filesMerged > 0 ? " (\(Self.files(filesMerged)) read)" : ""),
            "to your other devices: \(sent)" + (segmentsSent > 0 ? " (\(Self.files(segmentsSent)) written)" : ""),
        ]
        if !captured.isEmpty, captured != sent { lines.append("changed here since the last sync: \(captured)") }
        if segmentsPending > 0 { lines.append("waiting: \(segmentsPending) file(s) not sent yet: \(sendError ?? "not confirmed"); sent at the next sync") }
        if let leftDevice {
            lines.append("restored: the server held changes of this device's that it did not (a backup restored, or a copy on another phone); it syncs on as a new device, and reads them back as device \(leftDevice)'s")
        }
        if resent > 0 { lines.append("resent: \(resent) of this device's file(s) the server had lost") }
        for gap in gaps { lines.append("gap: \(gap)") }
        if compacted { lines.append("compacted this device's files into a snapshot") }
        // (Each refusal begins "refused <file>: …".)
        for refusal in refused { lines.append("\(refusal) (not merged; everything else was)") }
        return lines.joined(separator: "\n")
    }

    /// "1 file", "3 files".
    static func files(_ count: Int) -> String { count == 1 ? "1 file" : "\(count) files" }
}
