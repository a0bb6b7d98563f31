import BlanksSupport

extension PuzzleKey {
    /// `selectionKey` of one seed and level for any revid, the hash of the
    /// seed's part of the text taken once: ranking a corpus of millions of
    /// pages costs one SHA-256 block per revid and no allocation
    /// (`SHA256Hasher.firstWord(appendingDecimal:)`).
    struct SelectionHasher {
        private let prefix: SHA256Hasher

        init(seed: String, level: Int) {
            var prefix = SHA256Hasher()
            prefix.update(utf8: "select\n\(seed)\n\(level)\n")
            self.prefix = prefix
        }

        func key(revid: Int) -> UInt64 {
            prefix.firstWord(appendingDecimal: revid)
        }
    }
}
