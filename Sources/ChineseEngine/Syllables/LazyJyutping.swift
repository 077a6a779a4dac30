/// 懒音: the Cantonese sounds many Hong Kong speakers merge, as 模糊音 switches over the jyutping
/// inventory, each off by default: typing `lei` may then mean 你 (nei), `ngo` and `o` one another.
public struct LazyJyutping: OptionSet, Hashable, Sendable, Codable, SoundMerging {
    /// One bit per merger, in the order of `options`.
    public let rawValue: UInt32
    /// The names of the mergers switched on, comma-separated, in the order of `options` ("" for none).
    public var names: String { Self.options.filter { contains($0.option) }.map(\.name).joined(separator: ",") }

    /// The mergers whose bits are set (unknown bits are ignored).
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// n- ↔ l- (泥來合流: 你 nei read lei).
    public static let nL = LazyJyutping(rawValue: 1 << 0)
    /// ng- ↔ no initial (疑影交替: 我 ngo read o).
    public static let ngNull = LazyJyutping(rawValue: 1 << 1)
    /// -ng ↔ -n (行 haang read haan).
    public static let ngN = LazyJyutping(rawValue: 1 << 2)
    /// -k ↔ -t (北 bak read bat).
    public static let kT = LazyJyutping(rawValue: 1 << 3)
    /// gw- ↔ g-, kw- ↔ k- (國 gwok read gok).
    public static let gwG = LazyJyutping(rawValue: 1 << 4)
    /// Every merger switched on.
    public static let all = LazyJyutping(rawValue: (1 << 5) - 1)

    /// Each merger with its setting name.
    public static let options: [(option: LazyJyutping, name: String)] = [
        (.nL, "n-l"), (.ngNull, "ng-"), (.ngN, "ng-n"), (.kT, "k-t"), (.gwG, "gw-g"),
    ]

    /// The mergers named in a comma-separated list (`n-l,k-t`; `all`); nil if a name is unknown.
    public init?(names: String) {
        let (switches, unknown) = Self.parsing(names, every: .all) { name in Self.options.first { $0.name == name }?.option }
        guard unknown == nil else { return nil }
        self = switches
    }

    /// The syllables `id` may stand for under these mergers (never itself).
    public func alternatives(of id: UInt16, in syllables: SyllableInventory) -> [UInt16] {
        guard !isEmpty else { return [] }
        var initials: [(String, String)] = []
        if contains(.nL) { initials.append(("n", "l")) }
        if contains(.ngNull) { initials.append(("ng", "")) }
        if contains(.gwG) { initials += [("gw", "g"), ("kw", "k")] }
        let final = syllables.final(of: syllables.spelling(of: id))
        var finals: [(String, String)] = []
        if contains(.ngN), final.hasSuffix("ng") { finals.append((final, String(final.dropLast(2)) + "n")) }
        if contains(.ngN), final.hasSuffix("n"), !final.hasSuffix("ng") { finals.append((final, final + "g")) }
        if contains(.kT), final.hasSuffix("k") { finals.append((final, String(final.dropLast()) + "t")) }
        if contains(.kT), final.hasSuffix("t") { finals.append((final, String(final.dropLast()) + "k")) }
        return syllables.alternatives(of: id, initials: initials, finals: finals)
    }
}

import Foundation
