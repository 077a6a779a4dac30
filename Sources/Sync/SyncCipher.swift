import Crypto
import CryptoExtras
import Foundation
import UserDictionary

/// End-to-end encryption of every file the sync writes: a 256-bit key from the user's passphrase
/// through scrypt (memory-hard: guessing costs memory as well as time), and ChaCha20-Poly1305 on
/// each file with its name and sequence bound in as associated data, so a file renamed, swapped,
/// cut short or changed by one byte does not open.
public struct SyncCipher: Sendable {
    /// scrypt's parameters, kept in the vault file so every device derives the same key.
    public struct KeyParameters: Codable, Hashable, Sendable {
        /// log2 of scrypt's N (its memory is 128 · r · 2^logN bytes: 32 MiB for 15 and r 8).
        public var logN: Int
        /// scrypt's block size r.
        public var r: Int
        /// scrypt's parallelism p.
        public var p: Int
        /// The random salt (32 bytes).
        public var salt: Data

        /// The default cost (N 2^15, r 8, p 1: 32 MiB), with a new random salt.
        public static func standard(logN: Int = 15) -> KeyParameters {
            KeyParameters(logN: logN, r: 8, p: 1, salt: Data((0..<32).map { _ in UInt8.random(in: 0...255) }))
        }
    }

    /// The file format's first bytes (`SRFS`, then version 1).
    static let magic: [UInt8] = Array("SRFS".utf8) + [1]
    let key: SymmetricKey

    /// The costs a vault may name: what this build makes (`--vault-cost` 10…20, r 8, p 1: at most
    /// 1 GiB once per session), so a folder cannot make every sync cost gigabytes and minutes.
    public static let logNRange = 10...20
    /// The largest scrypt block size a vault may name (the one this build makes).
    public static let largestR = 8
    /// The largest scrypt parallelism a vault may name (the one this build makes).
    public static let largestP = 1

    /// Derives the key from `passphrase`; a vault naming a cost past what this build makes is
    /// refused before any work (`logNRange`, `largestR`, `largestP`).
    public init(passphrase: String, parameters: KeyParameters) throws {
        guard Self.logNRange.contains(parameters.logN), (1...Self.largestR).contains(parameters.r),
              (1...Self.largestP).contains(parameters.p), (16...64).contains(parameters.salt.count)
        else {
            throw SyncError.badVault("its key parameters (logN \(parameters.logN), r \(parameters.r), p \(parameters.p)) are past what "
                                     + "this build makes (logN \(Self.logNRange), r ≤ \(Self.largestR), p ≤ \(Self.largestP))")
        }
        key = try KDF.Scrypt.deriveKey(from: Data(passphrase.utf8), salt: parameters.salt, outputByteCount: 32,
                                       rounds: 1 << parameters.logN, blockSize: parameters.r, parallelism: parameters.p)
    }

    /// The associated data of a file: its name and sequence number.
    static func associatedData(name: String, sequence: UInt64) -> Data {
        Data("shurufa-sync/1\n\(name)\n\(sequence)".utf8)
    }

    /// Encrypts `plaintext` as the file `name` (number `sequence`).
    public func seal(_ plaintext: Data, name: String, sequence: UInt64) throws -> Data {
        let box = try ChaChaPoly.seal(plaintext, using: key, authenticating: Self.associatedData(name: name, sequence: sequence))
        return Data(Self.magic) + box.combined
    }

    /// Decrypts the file `name` (number `sequence`); a file changed, cut or renamed throws
    /// `SyncError.refusedFile`.
    public func open(_ data: Data, name: String, sequence: UInt64) throws -> Data {
        guard data.count > Self.magic.count + 28, data.prefix(Self.magic.count).elementsEqual(Self.magic) else {
            throw SyncError.refusedFile(name: name, reason: "not a sync file, or cut short (\(data.count) bytes)")
        }
        do {
            let box = try ChaChaPoly.SealedBox(combined: data.dropFirst(Self.magic.count))
            return try ChaChaPoly.open(box, using: key, authenticating: Self.associatedData(name: name, sequence: sequence))
        } catch {
            throw SyncError.refusedFile(name: name, reason: "it does not authenticate: changed, cut short or not ours")
        }
    }
}
