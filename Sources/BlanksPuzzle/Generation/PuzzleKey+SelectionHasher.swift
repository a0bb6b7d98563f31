import BlanksSupport

extension PuzzleKey {
    /// `selectionKey` of one seed and level for any revid, the hash of the
    /// seed's part of the text taken once: ranking a corpus of millions of
    /// pages costs one SHA-256 block per revid and no allocation
    /// (`SHA256DecimalSuffixHasher`), four blocks at once in `keys(revids:into:)`.
    struct SelectionHasher {
        private let keys: SHA256DecimalSuffixHasher

        init(seed: String, level: Int) {
            var prefix = SHA256Hasher()
            prefix.update(utf8: "select\n\(seed)\n\(level)\n")
            keys = SHA256DecimalSuffixHasher(prefix: prefix)
        }

        func key(revid: Int) -> UInt64 {
            keys.firstWord(appendingDecimal: revid)
        }

        /// `key(revid:)` of each of `revids`, into `keys`: several blocks
        /// compressed at once where the processor allows it.
        func keys(revids: UnsafeBufferPointer<Int>, into keys: UnsafeMutableBufferPointer<UInt64>) {
            self.keys.firstWords(appendingDecimal: revids, into: keys)
        }
    }
}
