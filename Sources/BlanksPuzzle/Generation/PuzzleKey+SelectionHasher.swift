import Crypto
import Foundation

extension PuzzleKey {
    /// `selectionKey` of one seed and level for any revid, the hash of the
    /// seed's part of the text taken once: ranking a corpus of millions of
    /// pages costs one SHA-256 block per revid and no allocation (a revid's
    /// digits fit in a small string).
    struct SelectionHasher {
        private let prefix: SHA256

        init(seed: String, level: Int) {
            var prefix = SHA256()
            prefix.update(data: Data("select\n\(seed)\n\(level)\n".utf8))
            self.prefix = prefix
        }

        func key(revid: Int) -> UInt64 {
            var hasher = prefix
            var digits = String(revid)
            digits.withUTF8 { hasher.update(bufferPointer: UnsafeRawBufferPointer($0)) }
            return firstWord(hasher.finalize())
        }
    }
}
