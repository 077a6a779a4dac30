import Foundation
import UserDictionary

/// The one shared file of a sync folder, written once by the first device: the key's scrypt
/// parameters and a check value sealed with the key, so a wrong passphrase is found before
/// anything is read or written. It holds no words.
public struct SyncVault: Codable, Hashable, Sendable {
    /// Its file name.
    public static let fileName = "shurufa-sync-vault.json"
    /// The text sealed as the check.
    static let checkText = Data("shurufa sync vault check".utf8)

    /// The format version (1).
    public var format: Int
    /// The key's parameters.
    public var key: SyncCipher.KeyParameters
    /// The check value, sealed.
    public var check: Data

    /// A new vault for `passphrase` (with its cipher), at `logN`'s cost.
    public static func make(passphrase: String, logN: Int = 15) throws -> (SyncVault, SyncCipher) {
        let parameters = SyncCipher.KeyParameters.standard(logN: logN)
        let cipher = try SyncCipher(passphrase: passphrase, parameters: parameters)
        let check = try cipher.seal(checkText, name: fileName, sequence: 0)
        return (SyncVault(format: 1, key: parameters, check: check), cipher)
    }

    /// Reads a vault file.
    public static func decode(_ data: Data) throws -> SyncVault {
        guard let vault = try? JSONDecoder().decode(SyncVault.self, from: data), vault.format == 1 else {
            throw SyncError.badVault("\(fileName) is not a sync vault of this version")
        }
        return vault
    }

    /// The file's bytes.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return try encoder.encode(self)
    }

    /// The cipher for `passphrase`, or `SyncError.wrongPassphrase`.
    public func cipher(passphrase: String) throws -> SyncCipher {
        let cipher = try SyncCipher(passphrase: passphrase, parameters: key)
        guard (try? cipher.open(check, name: Self.fileName, sequence: 0)) == Self.checkText else { throw SyncError.wrongPassphrase }
        return cipher
    }
}
