/// Ten sentences, one word each, with distinct answers and at most the
/// level's allowance of fall-back words: the exact decision the generator
/// makes when its random draw gets stuck, and the test of whether a passage
/// can give a puzzle at all, so the two always agree.
///
/// First the most sentences that can give distinct words of the level's own
/// class are matched (a maximum matching of own words); then the other
/// sentences are matched to fall-back words whose answers are still free.
/// The first matching is never undone, so own-class picks come first; the
/// result is sound (every pick set it gives is valid) and takes O(S · E) for
/// S sentences and E candidate words, a passage being at most twenty sentences.
enum QuotaMatching {
    /// One pick: a sentence, the index of its word, and whether that word is
    /// of the level's own class.
    struct Pick: Equatable {
        var sentence: Int
        var word: Int
        var ownClass: Bool
    }

    /// Every pick of the two matchings, own-class first. `own[s]` and
    /// `fallback[s]` are sentence s's answer keys with their word indices.
    static func picks(own: [[(key: String, word: Int)]], fallback: [[(key: String, word: Int)]]) -> [Pick] {
        let first = AnswerMatching.maximumMatching(own.map { $0.map(\.key) })
        var picks: [Pick] = []
        var taken = Set<String>()
        for (sentence, choice) in first.enumerated() {
            guard let choice else { continue }
            picks.append(Pick(sentence: sentence, word: own[sentence][choice].word, ownClass: true))
            taken.insert(own[sentence][choice].key)
        }
        let rest = fallback.indices.filter { first.indices.contains($0) ? first[$0] == nil : true }
        let second = AnswerMatching.maximumMatching(
            rest.map { sentence in
                fallback[sentence].map(\.key).filter { !taken.contains($0) }
            })
        for (position, choice) in second.enumerated() {
            guard let choice else { continue }
            let sentence = rest[position]
            let free = fallback[sentence].filter { !taken.contains($0.key) }
            picks.append(Pick(sentence: sentence, word: free[choice].word, ownClass: false))
        }
        return picks
    }

    /// True when `picks` hold `total` blanks with at least `quota` own-class ones.
    static func suffice(_ picks: [Pick], quota: Int, total: Int) -> Bool {
        let own = picks.filter(\.ownClass).count
        return own >= quota && own + min(picks.count - own, total - quota) >= total
    }

    /// The keys of a sentence's candidates split by class, with their indices.
    static func split(_ words: [BlankCandidates.Word]) -> (
        own: [(key: String, word: Int)], fallback: [(key: String, word: Int)]
    ) {
        var own: [(key: String, word: Int)] = []
        var fallback: [(key: String, word: Int)] = []
        for (index, word) in words.enumerated() {
            if word.ownClass { own.append((word.key, index)) } else { fallback.append((word.key, index)) }
        }
        return (own, fallback)
    }
}
