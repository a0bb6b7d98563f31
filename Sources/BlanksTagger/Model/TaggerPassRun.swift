/// One sentence's greedy passes after their static scores are known: each
/// word's tag-history and look-ahead features are added and the best tag
/// taken, the choice feeding the next word's features.
///
/// That chain is why a pass cannot look its lookups up in bulk: a word's
/// keys pair the word with the tag just chosen. So the run guesses that tag
/// — the tag dictionary's, else the previous pass's choice for the word,
/// else the best by static scores alone — and two words ahead writes the
/// keys the guess gives and prefetches their hash slots, one word ahead
/// finds their rows and prefetches the weights. A wrong guess costs only
/// the lookups done again with the real tag; the scores never depend on it.
struct TaggerPassRun {
    let infos: UnsafeBufferPointer<TaggerWordInfo>
    /// The tag of each dictionary word, -1 for words that are scored.
    let dictionary: UnsafeBufferPointer<Int>
    /// The static features' scores per word and pass.
    let statics: UnsafePointer<TagScores>
    let passCount: Int
    let scorer: TaggerWeightTable.Scorer
    let tagTables: TaggerTagTables.Tables
    /// `stages × TaggerFeatures.maxDynamic` keys and as many rows.
    let keys: UnsafeMutablePointer<UInt64>
    let rows: UnsafeMutablePointer<Int>
    /// `2 × stages` integers: per stage, its key count and the tag guessed
    /// for the word before.
    let stageState: UnsafeMutablePointer<Int>

    static let stages = 3
    private static let width = TaggerFeatures.maxDynamic

    /// One greedy pass; writes the tag of word i at `tags[i + 2]` and, when
    /// `margins` is given, how sure that choice was at `margins[i]`
    /// (`TagScores.margin`; `Int32.max` for a word the tag dictionary fixes).
    /// O(words).
    func tag(
        pass: Int, backwards: Bool, lookahead: UnsafePointer<Int>?, into tags: UnsafeMutableBufferPointer<Int>,
        margins: UnsafeMutablePointer<Int32>? = nil
    ) {
        let count = dictionary.count
        guard count > 0 else { return }
        let direction = backwards ? -1 : 1
        let counts = stageState
        let guesses = stageState + Self.stages
        func word(at step: Int) -> Int { backwards ? count - 1 - step : step }
        func look(_ i: Int) -> (own: Int, next: Int, afterNext: Int)? {
            lookahead.map { (own: $0[i + 2], next: $0[i + 2 + direction], afterNext: $0[i + 2 + 2 * direction]) }
        }
        /// The tag word `i` will most likely get in this pass.
        func guess(_ i: Int) -> Int {
            if dictionary[i] >= 0 { return dictionary[i] }
            if let lookahead { return lookahead[i + 2] }
            return statics[i * passCount + pass].best
        }
        /// Writes the keys of the word at `step` for `previous`; their count.
        func writeKeys(step: Int, previous: Int) -> Int {
            let s = step % Self.stages
            var out = TaggerFeatureWriter(keys + s * Self.width)
            TaggerFeatures.wordTagFeatures(
                infos, index: word(at: step), previous: previous, lookahead: look(word(at: step)),
                direction: direction, into: &out)
            return out.count
        }
        /// Two words ahead: keys for the guessed tag before, slots prefetched.
        func prepare(step: Int, previous: Int) {
            let s = step % Self.stages
            guard dictionary[word(at: step)] < 0 else { return }
            counts[s] = writeKeys(step: step, previous: previous)
            guesses[s] = previous
            for k in 0..<counts[s] { scorer.prefetchSlot(of: keys[s * Self.width + k]) }
        }
        /// One word ahead: rows found, weights prefetched.
        func find(step: Int) {
            let s = step % Self.stages
            guard dictionary[word(at: step)] < 0 else { return }
            scorer.rows(of: keys + s * Self.width, count: counts[s], into: rows + s * Self.width)
            for k in 0..<counts[s] { scorer.prefetchWeights(row: rows[s * Self.width + k], pass: pass) }
        }

        var previous = TaggerFeatures.startTag
        var secondPrevious = TaggerFeatures.startTag
        prepare(step: 0, previous: previous)
        if count > 1 { prepare(step: 1, previous: guess(word(at: 0))) }
        find(step: 0)
        for step in 0..<count {
            if step + 2 < count { prepare(step: step + 2, previous: guess(word(at: step + 1))) }
            if step + 1 < count { find(step: step + 1) }
            let i = word(at: step)
            var tag = dictionary[i]
            if tag >= 0 {
                margins?[i] = .max
            } else {
                let s = step % Self.stages
                if guesses[s] != previous {
                    counts[s] = writeKeys(step: step, previous: previous)
                    scorer.rows(of: keys + s * Self.width, count: counts[s], into: rows + s * Self.width)
                }
                var scores = statics[i * passCount + pass]
                if let look = look(i) {
                    scores += tagTables.history(
                        pass: pass, previous: previous, secondPrevious: secondPrevious,
                        own: look.own, next: look.next, afterNext: look.afterNext)
                } else {
                    scores += tagTables.history(pass: pass, previous: previous, secondPrevious: secondPrevious)
                }
                scorer.add(rows: rows + s * Self.width, count: counts[s], pass: pass, to: &scores)
                tag = scores.best
                margins?[i] = scores.margin
            }
            tags[i + 2] = tag
            secondPrevious = previous
            previous = tag
        }
    }
}
