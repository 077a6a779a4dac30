import Handwriting
import ChineseEngine
import TextInputModel

/// One candidate of the pad's bar: what is shown and typed (in the script setting's characters),
/// what the recognizer read (simplified, for 联想), and how many of the pad's strokes picking it
/// commits (all of them for a phrase; a first character's only, the rest written on).
struct PadCandidate: Hashable {
    /// The text shown and typed.
    var text: String
    /// The text the recognizer read.
    var readAs: String
    /// The leading strokes it was read from.
    var strokes: Int
}

/// What the pad commits: a candidate picked, the first one when a key or a pause ends the
/// writing, or nothing (the ink dropped).
extension HandwritingPad {
    /// How many phrase readings the bar offers before the first character's candidates.
    static let phraseReadings = 4

    /// Takes the session's readings as the candidates: with more than one character read, the
    /// phrase readings first, then the whole writing read as one character (its best two), then
    /// the first character's candidates, which commit its strokes alone; with one character,
    /// its candidates. Each in the script setting's characters; two that convert
    /// alike are shown once, and none the common fonts do not draw. Those that read the whole
    /// writing (a phrase, or one character's candidates) come first: the memory ranks them
    /// (`rankedByMemory`).
    func show() {
        candidates.removeAll(keepingCapacity: true)
        guard let session else { return }
        var seen = Set<String>()
        func offer(_ readAs: String, strokes: Int) {
            let text = scriptConverter.convert(readAs)
            // A character no common font draws (㐅 for a cross) would show as a box: `HanFontCoverage`.
            guard HanFontCoverage.drawsAll(text) else { return }
            if seen.insert(text).inserted { candidates.append(PadCandidate(text: text, readAs: readAs, strokes: strokes)) }
        }
        let all = session.ink.strokes.count
        guard let best = session.readings.first else { return }
        var firstStrokes = all
        if best.characters.count > 1 {
            for reading in session.readings.prefix(Self.phraseReadings) { offer(reading.text, strokes: all) }
            for candidate in session.wholeAsOneCandidates { offer(String(candidate.character), strokes: all) }
            firstStrokes = session.inkStrokes(coveredBy: 1, of: best)
        }
        for candidate in session.firstCharacterCandidates { offer(String(candidate.character), strokes: firstStrokes) }
        // The readings of the whole writing first; a phrase's first character's own after them.
        candidates = candidates.filter { $0.strokes == all } + candidates.filter { $0.strokes != all }
    }

    /// The readings of the whole writing (the candidates that commit all its strokes, first in
    /// the bar), remembered after the text before the writing.
    var rankedByMemory: RankedCandidates? {
        guard isWriting, let all = session?.ink.strokes.count else { return nil }
        let whole = candidates.prefix { $0.strokes == all }.count
        return RankedCandidates(kind: .chinese, after: textBefore, texts: candidates.prefix(whole).map(\.text)) { [self] order in
            candidates.replaceSubrange(0..<whole, with: order.map { candidates[$0] })
        }
    }

    /// The leading strokes of the characters the best reading has finished (all but the last one
    /// being written): drawn faded, so the next character can be written over them.
    var finishedStrokes: Int {
        guard let session, let best = session.readings.first, best.characters.count > 1 else { return 0 }
        return min(strokes.count, session.inkStrokes(coveredBy: best.characters.count - 1, of: best))
    }

    /// Picks candidate `index` while writing (a tap in the bar, space): commits it and offers
    /// 联想 after it; a first character picked alone is committed and the rest is written on.
    /// `.nothing`, changing nothing, when nothing is written or there is no such candidate.
    func pick(_ index: Int, in host: SourceHost) -> SourcePick {
        guard isWriting, let commit = commit(index, in: host, predicting: true) else { return .nothing }
        return isWriting ? .continued(commit) : .committed(commit)
    }

    /// Ends the writing, if any, as a composition ends: `.best` and `.raw` commit the first
    /// candidate (there are no letters to type as they are), `.discard` drops the ink. A phrase
    /// written as characters read one by one is committed through the stage as it goes; the last
    /// one is returned.
    func end(_ end: CompositionEnd, in host: SourceHost) -> Commit? {
        guard isWriting else { return nil }
        if end == .discard {
            clear()
            return nil
        }
        while let commit = commit(0, in: host, predicting: false) {
            guard isWriting else { return commit }
            host.commits.apply(commit)
            // The rest is read on: ranked before its first is taken, as after a stroke.
            host.commits.show(self)
        }
        clear()
        return nil
    }

    /// The commit of candidate `index`: a phrase reading clears the pad; a first character's
    /// candidate drops its strokes and the rest is read on after it. The memory learns the
    /// character or phrase after the text before the caret; with `predicting` and nothing left, 联想 follows
    /// (looked up after the text before the caret, with the recognizer's simplified text last).
    /// Nil when there is no such candidate.
    func commit(_ index: Int, in host: SourceHost, predicting: Bool) -> Commit? {
        guard candidates.indices.contains(index) else { return nil }
        let candidate = candidates[index]
        let before = host.textBeforeInput
        let picked = Commit.Picked(candidate.text, after: before, readAs: candidate.readAs)
        if candidate.strokes < strokes.count, candidate.strokes > 0, current == nil, var session {
            session.dropFirst(candidate.strokes, committed: candidate.readAs)
            self.session = session
            dropFirstStrokes(candidate.strokes)
            textBefore = before + candidate.text
            show()
            return Commit(candidate.text, from: .schema(schema), picked: picked, followUp: .reading(before + candidate.readAs, predicting: false))
        }
        clear()
        return Commit(candidate.text, from: .schema(schema), picked: picked, followUp: .reading(before + candidate.readAs, predicting: predicting))
    }
}
