import PinyinEngine

extension ChineseComposer {
    /// 联想 after a commit made of `picks`: the next words after the context the commit left.
    func predictAfterCommit() {
        guard let context = lastCommit?.context, !context.isSentenceStart else {
            predictions.removeAll()
            return
        }
        predictions = predictor.predictions(after: context, limit: predictionLimit)
    }

    /// Picks prediction `index`: returns its text to commit, and predicts again after it.
    public func selectPrediction(at index: Int) -> String? {
        guard !isComposing, predictions.indices.contains(index) else { return nil }
        let prediction = predictions[index]
        let before = lastCommit?.context ?? .sentenceStart
        let context = prediction.word.map { before.appending([$0]) } ?? .sentenceStart
        lastCommit = ((lastCommit?.text ?? "") + prediction.text, context)
        predictAfterCommit()
        return prediction.text
    }

    /// The candidate bar's texts: the candidates while composing, else the 联想 predictions.
    public var barTexts: [String] { isComposing ? candidates.map(\.text) : predictions.map(\.text) }

    /// Drops the predictions (typing, deleting or moving replaces them).
    public func clearPredictions() {
        predictions.removeAll()
    }

    /// The touch points of the input not yet picked (as `composition.remainingInput` cuts it).
    func remainingTouches() -> [KeyTouch?] {
        let touches = currentTouches
        var offset = composition.picks.reduce(0) { $0 + $1.input.count }
        let characters = Array(composition.input)
        while offset < characters.count, characters[offset] == "'" { offset += 1 }
        guard offset < touches.count else { return [] }
        return Array(touches[offset...])
    }
}

extension ChineseComposer {
    /// 联想 after `text` was inserted without a composition (a handwritten character): the words
    /// before the caret are looked up in `reading` (the text before the caret, read in simplified
    /// characters where the input knows them), and a composition that starts next follows them too.
    func predict(afterInserting text: String, readAs reading: String) {
        lastCommit = (text, engine.leftContext(after: reading))
        predictAfterCommit()
    }
}
