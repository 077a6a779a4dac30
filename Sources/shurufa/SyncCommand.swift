import ArgumentParser
import Foundation
import Sync
import SyncWebDAV
import UserDictionary

/// `shurufa sync --user-dict PATH --remote URL --passphrase-file F`: one sync of the dictionary's
/// words, learning, phrases and synced settings with a WebDAV folder (or a plain folder), end-to-end
/// encrypted; prints what came in and went out. Within `--timeout` seconds it ends, whatever the
/// server does; a sync that fails before the merge changes nothing here.
struct SyncCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Syncs the user dictionary's words, phrases and settings with a WebDAV (or plain) folder, end-to-end encrypted.",
        discussion: """
            --remote is an https:// WebDAV folder (http:// only to this machine), or a folder path (iCloud Drive, a mounted share).
            The passphrase (first line of --passphrase-file) derives the key on this device; the server sees only encrypted
            files with names that hold no words. The first device to sync makes the folder's vault; a wrong passphrase is an
            error that changes nothing. Exit status: 0 all merged and sent; 1 failed, or a file was refused or left to send
            (the report says which; the rest was merged, and what is left goes at the next sync).
            """
    )

    @Option(name: .customLong("user-dict"), help: "The user dictionary file.") var path: String
    @Option(help: "The sync folder: https://host/path/ (WebDAV) or a folder path.") var remote: String
    @Option(help: "WebDAV user name.") var user: String?
    @Option(name: .customLong("password-file"), help: "A file whose first line is the WebDAV password.") var passwordFile: String?
    @Option(name: .customLong("passphrase-file"), help: "A file whose first line is the sync passphrase.") var passphraseFile: String
    @Option(help: "Seconds the whole sync may take.") var timeout: Double = 30
    @Option(name: .customLong("vault-cost"), help: "log2 of scrypt's N when this device makes the folder's vault (15: 32 MiB).")
    var vaultCost: Int = 15
    @OptionGroup var options: EngineOptions

    func validate() throws {
        guard timeout > 0, timeout <= 3600 else { throw UsageError("--timeout needs seconds between 0 and 3600, not \(timeout)") }
        guard SyncCipher.logNRange.contains(vaultCost) else {
            throw UsageError("--vault-cost needs \(SyncCipher.logNRange.lowerBound)…\(SyncCipher.logNRange.upperBound), not \(vaultCost)")
        }
    }

    func run() throws {
        let passphrase = try Self.firstLine(passphraseFile, what: "passphrase")
        guard !passphrase.isEmpty else { throw CommandFailure("the passphrase file's first line is empty") }
        let password = try passwordFile.map { try Self.firstLine($0, what: "password") }
        let transport = try Self.transport(remote, user: user, password: password, timeout: timeout)
        let dictionary = try openUserDictionary(path, options: options)
        let session = SyncSession(dictionary: dictionary, transport: transport, remote: remote, passphrase: passphrase, vaultCost: vaultCost)
        // A last guard: whatever a request does, the command ends soon after its time.
        let limit = timeout
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout + 5) {
            let kept = session.lastMerge == nil ? "nothing was changed here"
                : "this sync's merge was kept here; what was not sent goes at the next sync"
            printError("shurufa sync: gave up after \(limit) s (\(kept))")
            Foundation.exit(1)
        }
        switch waitForTask({ try await session.run(timeout: limit) }) {
        case .success(let report):
            print(report)
            if !report.isComplete { throw ExitCode(1) }
        case .failure(let error):
            throw CommandFailure("sync: \(error)")
        }
    }

    static func transport(_ remote: String, user: String?, password: String?, timeout: Double) throws -> any SyncTransport {
        do { return try SyncRemote.transport(remote, user: user, password: password, timeout: timeout) } catch {
            throw UsageError("--remote: \(error)")
        }
    }

    /// The first line of a secret file (the password, the passphrase): one that group or others
    /// may read or change is refused, with the `chmod 600` that fixes it.
    static func firstLine(_ path: String, what: String) throws -> String {
        var status = stat()
        if stat(path, &status) == 0, status.st_mode & 0o077 != 0 {
            throw CommandFailure("the \(what) file \(path) may be read or changed by others (mode \(String(status.st_mode & 0o777, radix: 8))): "
                                 + "run chmod 600 \(path)")
        }
        guard let data = FileManager.default.contents(atPath: path), data.count <= 4096,
              let text = String(data: data, encoding: .utf8) else {
            throw CommandFailure("cannot read the \(what) file \(path) (a UTF-8 text file of at most 4 KB)")
        }
        return String(text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
            .trimmingCharacters(in: CharacterSet(charactersIn: "\r"))
    }
}
