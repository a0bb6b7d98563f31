/// The feature templates of the tagger and the function that turns a position
/// in a sentence into feature keys. The template numbers are part of the model
/// format: changing them needs a new `TaggerModelFile.formatVersion`.
enum TaggerFeatures {
    /// The most keys `extract` writes for one position.
    static let maxCount = 56

    /// Tag-history value for "before the sentence start".
    static let startTag = UPOS.count

    /// Look-ahead value for "after the sentence end".
    static let endTag = UPOS.count + 1

    /// Writes the keys of every feature at word `index` into `keys` and returns
    /// how many. `infos` is the sentence padded with two boundary entries on
    /// each side, so word `index` sits at `infos[index + 2]`; a right-to-left
    /// pass hands the sentence reversed, so `initial` says which word opened
    /// the sentence. `lookahead`, in the second pass, holds the first pass's
    /// tags padded the same way: the tags it chose to the right are what a
    /// left-to-right pass cannot see.
    @inline(__always)
    static func extract(
        _ infos: UnsafeBufferPointer<TaggerWordInfo>, index: Int, initial: Bool, previousTag: Int,
        secondPreviousTag: Int, lookahead: UnsafePointer<Int>?, into keys: UnsafeMutablePointer<UInt64>
    ) -> Int {
        let c = index + 2
        let w = infos[c], p1 = infos[c - 1], p2 = infos[c - 2], n1 = infos[c + 1], n2 = infos[c + 2]
        let t1 = UInt64(previousTag), t2 = UInt64(secondPreviousTag)
        var n = 0
        @inline(__always) func add(_ template: UInt64, _ value: UInt64) {
            keys[n] = TaggerHash.feature(template, value)
            n += 1
        }
        @inline(__always) func add(_ template: UInt64, _ first: UInt64, _ second: UInt64) {
            keys[n] = TaggerHash.feature(template, first, second)
            n += 1
        }
        @inline(__always) func addIfPresent(_ template: UInt64, _ value: UInt64) {
            if value != 0 { add(template, value) }
        }

        add(0, 0)
        add(1, w.lower)
        add(2, UInt64(w.entry.frequencyClass))
        addIfPresent(3, w.prefixes.0)
        addIfPresent(4, w.prefixes.1)
        addIfPresent(5, w.prefixes.2)
        addIfPresent(6, w.prefixes.3)
        addIfPresent(7, w.suffixes.0)
        addIfPresent(8, w.suffixes.1)
        addIfPresent(9, w.suffixes.2)
        addIfPresent(10, w.suffixes.3)
        add(11, w.shape)
        let capitals = UInt64(w.flags.rawValue & 0b11)
        add(12, capitals << 1 | (initial ? 1 : 0))
        add(13, UInt64(w.flags.rawValue >> 2))
        add(14, p1.lower)
        add(15, p2.lower)
        add(16, n1.lower)
        add(17, n2.lower)
        addIfPresent(18, p1.suffixes.2)
        addIfPresent(19, n1.suffixes.2)
        addIfPresent(20, p1.suffixes.1)
        addIfPresent(21, n1.suffixes.1)
        add(22, t1)
        add(23, t2)
        add(24, t1 << 8 | t2)
        add(25, t1, w.lower)
        add(26, p1.lower, w.lower)
        add(27, w.lower, n1.lower)
        add(28, UInt64(w.entry.frequencyClass), w.shape)
        add(29, p1.shape)
        add(30, n1.shape)
        if w.entry.cluster != 0 {
            add(31, UInt64(w.entry.cluster))
            add(32, UInt64(w.entry.coarseCluster))
            add(33, t1, UInt64(w.entry.coarseCluster))
        }
        if p1.entry.cluster != 0 {
            add(34, UInt64(p1.entry.cluster))
            add(35, UInt64(p1.entry.coarseCluster))
        }
        if n1.entry.cluster != 0 {
            add(36, UInt64(n1.entry.cluster))
            add(37, UInt64(n1.entry.coarseCluster))
        }
        add(39, w.exact)
        let capitalization = UInt64(w.entry.capitalization)
        add(40, capitalization)
        add(41, capitalization << 4 | capitals << 1 | (initial ? 1 : 0))
        add(42, UInt64(p1.entry.capitalization) << 4 | UInt64(n1.entry.capitalization))
        if n2.entry.cluster != 0 {
            add(38, UInt64(n2.entry.coarseCluster))
        }
        add(51, t1, w.suffixes.2)
        add(52, t1, w.shape)
        add(53, n1.lower, n2.lower)
        add(54, p1.lower, n1.lower)
        if let lookahead {
            let own = UInt64(lookahead[c]), next = UInt64(lookahead[c + 1]), afterNext = UInt64(lookahead[c + 2])
            add(43, own)
            add(44, next)
            add(45, afterNext)
            add(46, next << 8 | afterNext)
            add(47, next, w.lower)
            add(48, t1 << 8 | next)
            add(49, own << 8 | next, w.suffixes.2)
            add(50, next, n1.lower)
        }
        return n
    }
}
