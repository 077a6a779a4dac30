import Foundation
import UserDictionary

/// The holes in the devices' logs as the folder lists them: a device's segments run from 1 up
/// without a gap, each either on the remote or covered by that device's snapshot, so a number
/// missing is a file lost (a server that dropped it, a user who deleted it). This device's own
/// lost segments are sent again from its log; another device's are reported (only that device
/// can send them again, which it does at its next sync). A pure function of the names.
struct SyncLogGaps: Equatable {
    /// Other devices' segments missing on the remote and never merged here, by device: runs of
    /// numbers, reckoned between the segments that exist (never by listing a range's numbers: a
    /// name's number is the server's to choose).
    var others: [String: [ClosedRange<UInt64>]] = [:]
    /// This device's segments the remote confirmed once and no longer holds (nor covers by a snapshot).
    var own: [UInt64] = []

    /// The gaps of `listed` (the files on the remote now) for `device`, which merged `merged`
    /// before and had `sent` confirmed by the remote.
    init(listed: [SyncFileName], merged: [SyncFileName], device: String, sent: [UInt64]) {
        var covered: [String: UInt64] = [:]
        var present: [String: Set<UInt64>] = [:]
        for name in listed + merged where name.device != device {
            switch name.kind {
            case .snapshot: covered[name.device] = max(covered[name.device] ?? 0, name.sequence)
            case .segment: present[name.device, default: []].insert(name.sequence)
            }
        }
        for other in Set(covered.keys).union(present.keys) {
            // Segments run from 1, or from the one after what the snapshot covers, to the highest.
            var next = (covered[other] ?? 0).addingReportingOverflow(1).partialValue
            var missing: [ClosedRange<UInt64>] = []
            for sequence in (present[other] ?? []).sorted() where sequence >= next {
                if sequence > next { missing.append(next...(sequence - 1)) }
                next = sequence.addingReportingOverflow(1).partialValue
                if next == 0 { break }
            }
            if !missing.isEmpty { others[other] = missing }
        }
        let ownListed = listed.filter { $0.device == device }
        let ownCovered = ownListed.filter { $0.kind == .snapshot }.map(\.sequence).max() ?? 0
        let ownSegments = Set(ownListed.filter { $0.kind == .segment }.map(\.sequence))
        own = sent.filter { $0 > ownCovered && !ownSegments.contains($0) }.sorted()
    }

    /// A line for each other device's gap, for the report.
    var reports: [String] {
        others.keys.sorted().map { device in
            let runs = others[device] ?? []
            let shown = runs.prefix(8).map { $0.lowerBound == $0.upperBound ? "\($0.lowerBound)" : "\($0.lowerBound)–\($0.upperBound)" }
                .joined(separator: ", ") + (runs.count > 8 ? ", …" : "")
            return "device \(device)'s log has a gap: segment(s) \(shown) missing on the server (that device sends them again at its next sync)"
        }
    }
}
