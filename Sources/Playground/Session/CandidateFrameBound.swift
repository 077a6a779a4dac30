/// How much of the candidate list a frame carries: each text cut to `maximumCharacters` (with `…`)
/// and the list cut once it holds `maximumBytes` of text. The page draws the keyboard from the SVG;
/// the list is for clients and tests, and a pick goes by index to the keyboard, which keeps the
/// whole texts — so a short code shared by hundreds of long phrases no longer sends megabytes
/// (740 phrases made one 5.4 MB frame).
struct CandidateFrameBound: Hashable, Sendable {
    /// The most characters of one candidate's text sent.
    var maximumCharacters: Int
    /// The most UTF-8 bytes of candidate text one frame carries.
    var maximumBytes: Int

    /// 100 characters a candidate, 32 KiB a frame: far above any pinyin candidate list.
    static let standard = CandidateFrameBound(maximumCharacters: 100, maximumBytes: 32_768)

    /// The candidates, best first, within the bound.
    func bound(_ candidates: [String]) -> [String] {
        var bytes = 0
        var kept: [String] = []
        for candidate in candidates {
            let prefix = candidate.prefix(maximumCharacters)
            let text = prefix.endIndex == candidate.endIndex ? candidate : String(prefix) + "…"
            bytes += text.utf8.count
            guard bytes <= maximumBytes else { break }
            kept.append(text)
        }
        return kept
    }
}
