import Foundation

extension EnglishVocabulary {
    /// Whether word `id` (of `length` letters) is written in capitals, as acronyms are (`GUI`,
    /// `WAN`), with at least three letters: such a word is read inside pinyin even where its
    /// letters are one syllable (`gui`), which other words never are (`hao`, `men`).
    /// Asked of every English word whose letters are one syllable, from every lattice start:
    /// the answer (a casing lookup and a string) is remembered per word, shared by the
    /// vocabulary's copies (`AcronymMemo`).
    public func isAcronym(_ id: Int, length: Int) -> Bool {
        guard length >= 3 else { return false }
        return acronyms.answer(for: id) {
            let shown = shownWord(id)
            return shown.utf8.count == length && shown.utf8.allSatisfy { (65...90).contains($0) }
        }
    }

    /// Whether word `id` is shown in capitals only, two letters or more (`CD`, `IP`, `PAM`): typed
    /// as letters, which pinyin that reads the same letters through a slip does not make unlikely.
    func isWrittenInCapitals(_ id: Int) -> Bool {
        guard id != Self.unknownID else { return false }
        let shown = shownWord(id)
        return shown.utf8.count >= 2 && shown.utf8.allSatisfy { (65...90).contains($0) }
    }
}

/// The words a vocabulary was asked `isAcronym` of and its answers, kept for the vocabulary's
/// life (a new `casing` starts a new memo). The words asked are those whose letters are one
/// syllable, a few hundred; each takes four bytes, kept sorted, and past `capacity` answers
/// are computed without being kept.
final class AcronymMemo: @unchecked Sendable {
    private let lock = NSLock()
    /// Per word asked, `id << 1 | answer`, in ascending order.
    private var known: [UInt32] = []
    /// The most answers kept.
    static let capacity = 2048

    /// The answer remembered for word `id`, or `compute`'s, remembered.
    func answer(for id: Int, compute: () -> Bool) -> Bool {
        guard id >= 0, id < 1 << 31 else { return compute() }
        if let known = lookUp(UInt32(id)) { return known }
        let answer = compute()
        lock.lock()
        defer { lock.unlock() }
        let index = position(of: UInt32(id))
        if known.count < Self.capacity, index == known.count || known[index] >> 1 != UInt32(id) {
            known.insert(UInt32(id) << 1 | (answer ? 1 : 0), at: index)
        }
        return answer
    }

    /// The answer kept for word `id`, if any.
    private func lookUp(_ id: UInt32) -> Bool? {
        lock.lock()
        defer { lock.unlock() }
        let index = position(of: id)
        return index < known.count && known[index] >> 1 == id ? known[index] & 1 == 1 : nil
    }

    /// Where word `id`'s entry is, or would go, in `known` (the lock held).
    private func position(of id: UInt32) -> Int {
        var low = 0, high = known.count
        while low < high {
            let middle = (low + high) >> 1
            if known[middle] >> 1 < id { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
