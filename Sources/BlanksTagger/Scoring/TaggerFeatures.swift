/// The feature templates of the tagger and the functions that turn a position
/// in a sentence into feature keys. The template numbers are part of the model
/// format: changing them needs a new `TaggerModelFile.formatVersion`.
package enum TaggerFeatures {
    /// Tag-history value for "before the sentence start".
    package static let startTag = UPOS.count

    /// Look-ahead value for "after the sentence end".
    package static let endTag = UPOS.count + 1

    /// The most keys `staticFeatures` writes for one word.
    static let maxStatic = 52
    /// The most keys `historyFeatures` writes.
    static let maxDynamic = 16
    /// The most keys a pass scores for one word.
    package static let maxCount = maxStatic + maxDynamic

    /// Writes the keys of the features of word `index` that no pass's choices
    /// change (the word, its spelling, its neighbours) and returns how many.
    /// Every pass reads them, whatever its direction, so a two-pass model
    /// looks them up once. `infos` is the sentence padded with two boundary
    /// entries on each side, so word `index` sits at `infos[index + 2]`.
    ///
    /// They split by role: what one word contributes as the word itself
    /// (past the first word or as the first), as the previous or next word, or
    /// as the one before or after that, which `TaggerWordCache` sums ahead of
    /// time for frequent words; and the features of two words together.
    @inline(__always)
    package static func staticFeatures(
        _ infos: UnsafeBufferPointer<TaggerWordInfo>, index: Int, into keys: UnsafeMutablePointer<UInt64>
    ) -> Int {
        let c = index + 2
        var out = TaggerFeatureWriter(keys)
        for role in Role.roles(at: index) { neighbour(infos[c + role.offset], as: role, into: &out) }
        context(infos, index: index, into: &out)
        return out.count
    }

    /// What a word is to the word being tagged.
    enum Role: Int, CaseIterable {
        /// The word being tagged, past the sentence's first word…
        case word
        /// …or as the sentence's first word (capitalisation means less there).
        case firstWord
        case previous, next, secondPrevious, secondNext

        /// The roles the words around word `index` play, itself included.
        @inline(__always)
        static func roles(at index: Int) -> [Role] {
            index == 0 ? atStart : inside
        }

        private static let inside: [Role] = [.word, .previous, .next, .secondPrevious, .secondNext]
        private static let atStart: [Role] = [.firstWord, .previous, .next, .secondPrevious, .secondNext]

        /// Where the word in this role sits, relative to the word being tagged.
        var offset: Int {
            switch self {
            case .word, .firstWord: 0
            case .previous: -1
            case .next: 1
            case .secondPrevious: -2
            case .secondNext: 2
            }
        }
    }

    /// The features of the word being tagged that depend on nothing else
    /// but whether it starts the sentence.
    @inline(__always)
    static func word(_ w: TaggerWordInfo, initial: Bool, into out: inout TaggerFeatureWriter) {
        let initialBit: UInt64 = initial ? 1 : 0
        let capitals = UInt64(w.flags.rawValue & 0b11)
        out.add(12, capitals << 1 | initialBit)
        out.add(41, UInt64(w.entry.capitalization) << 4 | capitals << 1 | initialBit)
        out.add(64, UInt64(w.entry.wordClasses) << 4 | capitals << 1 | initialBit)
        out.add(0, 0)
        out.add(1, w.lower)
        out.add(2, UInt64(w.entry.frequencyClass))
        out.addIfPresent(3, w.prefixes.0)
        out.addIfPresent(4, w.prefixes.1)
        out.addIfPresent(5, w.prefixes.2)
        out.addIfPresent(6, w.prefixes.3)
        out.addIfPresent(7, w.suffixes.0)
        out.addIfPresent(8, w.suffixes.1)
        out.addIfPresent(9, w.suffixes.2)
        out.addIfPresent(10, w.suffixes.3)
        out.add(11, w.shape)
        out.add(13, UInt64(w.flags.rawValue >> 2))
        out.add(28, UInt64(w.entry.frequencyClass), w.shape)
        if w.entry.cluster != 0 {
            out.add(31, UInt64(w.entry.cluster))
            out.add(32, UInt64(w.entry.coarseCluster))
        }
        out.add(39, w.exact)
        out.add(40, UInt64(w.entry.capitalization))
        out.add(63, UInt64(w.entry.wordClasses))
        out.add(67, UInt64(w.entry.wordClasses) << 4 | UInt64(min(w.entry.frequencyClass, 3)))
    }

    /// The features of a neighbour in `role` that depend on it alone.
    @inline(__always)
    static func neighbour(_ x: TaggerWordInfo, as role: Role, into out: inout TaggerFeatureWriter) {
        switch role {
        case .word:
            word(x, initial: false, into: &out)
        case .firstWord:
            word(x, initial: true, into: &out)
        case .previous:
            out.add(14, x.lower)
            out.addIfPresent(18, x.suffixes.2)
            out.addIfPresent(20, x.suffixes.1)
            out.add(29, x.shape)
            out.add(65, UInt64(x.entry.wordClasses))
            if x.entry.cluster != 0 {
                out.add(34, UInt64(x.entry.cluster))
                out.add(35, UInt64(x.entry.coarseCluster))
            }
        case .next:
            out.add(16, x.lower)
            out.addIfPresent(19, x.suffixes.2)
            out.addIfPresent(21, x.suffixes.1)
            out.add(30, x.shape)
            out.add(66, UInt64(x.entry.wordClasses))
            if x.entry.cluster != 0 {
                out.add(36, UInt64(x.entry.cluster))
                out.add(37, UInt64(x.entry.coarseCluster))
            }
        case .secondPrevious:
            out.add(15, x.lower)
            out.add(60, UInt64(x.entry.coarseCluster))
            out.add(62, x.shape)
        case .secondNext:
            out.add(17, x.lower)
            if x.entry.cluster != 0 { out.add(38, UInt64(x.entry.coarseCluster)) }
            out.add(59, x.shape)
        }
    }

    /// The static features that depend on two words together.
    @inline(__always)
    static func context(_ infos: UnsafeBufferPointer<TaggerWordInfo>, index: Int, into out: inout TaggerFeatureWriter) {
        let c = index + 2
        let w = infos[c]
        let p1 = infos[c - 1]
        let n1 = infos[c + 1]
        let n2 = infos[c + 2]
        out.add(26, p1.lower, w.lower)
        out.add(27, w.lower, n1.lower)
        out.add(42, UInt64(p1.entry.capitalization) << 4 | UInt64(n1.entry.capitalization))
        out.add(53, n1.lower, n2.lower)
        out.add(54, p1.lower, n1.lower)
        out.add(61, UInt64(p1.entry.coarseCluster) << 16 | UInt64(n1.entry.coarseCluster))
    }

    /// Writes the keys of the features of a pass's own earlier choices and,
    /// in a pass after the first, of the previous pass's tags ahead of it,
    /// and returns how many: the tag-only part (`tagFeatures`) and the part
    /// that pairs tags with the word (`wordTagFeatures`). `lookahead` is the
    /// previous pass's padded tags; `direction` is the pass's (+1 left
    /// to right, −1 right to left), so "ahead" is the way it has yet to go.
    @inline(__always)
    package static func historyFeatures(
        _ infos: UnsafeBufferPointer<TaggerWordInfo>, index: Int, previousTag: Int, secondPreviousTag: Int,
        lookahead: UnsafePointer<Int>?, direction: Int, into keys: UnsafeMutablePointer<UInt64>
    ) -> Int {
        var out = TaggerFeatureWriter(keys)
        let c = index + 2
        let look = lookahead.map { (own: $0[c], next: $0[c + direction], afterNext: $0[c + 2 * direction]) }
        tagFeatures(previous: previousTag, secondPrevious: secondPreviousTag, lookahead: look, into: &out)
        wordTagFeatures(infos, index: index, previous: previousTag, lookahead: look, direction: direction, into: &out)
        return out.count
    }

    /// The tag-history features, made of tags alone: `previous` and
    /// `secondPrevious` are the tags the pass gave the two words it tagged
    /// just before this one (to the left in a left-to-right pass, to the right
    /// in a right-to-left one); `lookahead`, in a pass after the first, the
    /// tags the previous pass chose for this word and the two ahead of it,
    /// which this pass has not reached. `TaggerTagTables` sums them ahead of
    /// time for every combination.
    @inline(__always)
    static func tagFeatures(
        previous: Int, secondPrevious: Int, lookahead: (own: Int, next: Int, afterNext: Int)?,
        into out: inout TaggerFeatureWriter
    ) {
        let t1 = UInt64(previous)
        let t2 = UInt64(secondPrevious)
        out.add(22, t1)
        out.add(23, t2)
        out.add(24, t1 << 8 | t2)
        guard let lookahead else { return }
        lookaheadTagFeatures(own: lookahead.own, next: lookahead.next, afterNext: lookahead.afterNext, into: &out)
        out.add(48, t1 << 8 | UInt64(lookahead.next))
    }

    /// The look-ahead features made of the previous pass's tags alone.
    @inline(__always)
    static func lookaheadTagFeatures(own: Int, next: Int, afterNext: Int, into out: inout TaggerFeatureWriter) {
        let own = UInt64(own)
        let next = UInt64(next)
        let afterNext = UInt64(afterNext)
        out.add(43, own)
        out.add(44, next)
        out.add(45, afterNext)
        out.add(46, next << 8 | afterNext)
    }

    /// The features pairing the pass's previous tag, or the previous pass's
    /// tags, with the word and its neighbour ahead (`direction` as in `historyFeatures`).
    @inline(__always)
    static func wordTagFeatures(
        _ infos: UnsafeBufferPointer<TaggerWordInfo>, index: Int, previous: Int,
        lookahead: (own: Int, next: Int, afterNext: Int)?, direction: Int, into out: inout TaggerFeatureWriter
    ) {
        let w = infos[index + 2]
        let t1 = UInt64(previous)
        out.add(25, t1, w.lower)
        out.add(51, t1, w.suffixes.2)
        out.add(52, t1, w.shape)
        if w.entry.cluster != 0 { out.add(33, t1, UInt64(w.entry.coarseCluster)) }
        guard let lookahead else { return }
        let own = UInt64(lookahead.own)
        let next = UInt64(lookahead.next)
        out.add(47, next, w.lower)
        out.add(49, own << 8 | next, w.suffixes.2)
        out.add(50, next, infos[index + 2 + direction].lower)
    }
}
