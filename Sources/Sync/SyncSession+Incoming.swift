import Foundation
import UserDictionary

extension SyncSession {
    /// What a sync read from the other devices: their changes, the files they came in, and the
    /// names on the remote (for the gaps in this device's own log).
    struct Incoming {
        var operations: [SyncOperation] = []
        var merged: [RemoteFile] = []
        var forget = false
        var listed: [SyncFileName] = []
    }

    /// The other devices' files not merged yet (a segment a snapshot of its device covers is
    /// skipped). A file that cannot be read (the server failed on it, a folder named like one) or
    /// opened is reported and read again at the next sync; every other file is still merged. A
    /// gap in another device's numbers is reported.
    func readNew(_ files: [RemoteFile], cipher: SyncCipher, device: String, forget: Bool,
                 report: inout SyncReport) async throws -> Incoming {
        var incoming = Incoming(forget: forget)
        let known = forget ? [:] : try dictionary.ledgerRead { _, books in try books.mergedFiles() }
        // A name of ours whose number no device writes is refused by name, and read no further.
        for file in files { if let reason = SyncFileName.refusal(of: file.name) { report.refused.append("refused \(file.name): \(reason)") } }
        let all = files.compactMap { file in SyncFileName(file.name).map { (file, $0) } }
        incoming.listed = all.map(\.1)
        let gaps = SyncLogGaps(listed: incoming.listed, merged: known.keys.compactMap { SyncFileName($0) },
                                 device: device, sent: [])
        report.gaps = gaps.reports
        let named = all.filter { $0.1.device != device }
        // A segment is skipped only for a snapshot merged (before, or just now: snapshots sort
        // first); one that cannot be read leaves its segments to be read while they are there.
        var covered: [String: UInt64] = [:]
        func cover(_ name: SyncFileName) { covered[name.device] = max(covered[name.device] ?? 0, name.sequence) }
        for (file, name) in named where name.kind == .snapshot && known[file.name] == file.tag { cover(name) }
        for (file, name) in named.sorted(by: { $0.0.name < $1.0.name }) where known[file.name] != file.tag {
            if name.kind == .segment, let upTo = covered[name.device], name.sequence <= upTo { continue }
            let data: Data
            do { data = try await transport.read(file.name) } catch is SyncTransportMissing {
                continue  // removed by its device's compaction since the listing: its snapshot is read next time
            } catch SyncError.timedOut(let seconds) {
                throw SyncError.timedOut(seconds: seconds)
            } catch is CancellationError {
                throw CancellationError()
            } catch {
                report.refused.append("refused \(file.name): unreadable: \(error)")
                continue
            }
            do {
                incoming.operations += try SyncSegment.open(data, as: name, cipher: cipher).operations
                incoming.merged.append(file)
                report.filesMerged += 1
                if name.kind == .snapshot { cover(name) }
            } catch {
                if case SyncError.refusedFile = error { report.refused.append("\(error)") } else { report.refused.append("refused \(file.name): \(error)") }
            }
        }
        return incoming
    }
}
