import Foundation
import Testing

@testable import BlanksSupport

/// A digest fed in pieces is the digest of the pieces joined, wherever they
/// split (a corpus index is hashed in read-sized pieces), and a hasher is a
/// value: a copy of a prefix's state finishes any text as if hashed whole (the
/// selection order hashes its prefix once per seed), leaving the prefix as it was.
@Suite struct IncrementalDigestTests {
    /// 300 bytes that never repeat with the period of a block, so a misplaced
    /// piece changes the digest.
    static let bytes = (0..<300).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 / 64) }

    static let hashers: [any IncrementalDigest.Type] = [SHA256Hasher.self, SHA1Hasher.self]

    @Test(arguments: hashers) func everySplitIntoTwoPiecesGivesTheWholeDigest(hasher: any IncrementalDigest.Type) {
        let whole = hasher.hash(Data(Self.bytes))
        for split in 0...Self.bytes.count {
            var pieces = hasher.init()
            pieces.update(Data(Self.bytes[..<split]))
            pieces.update(Data(Self.bytes[split...]))
            #expect(pieces.finalize() == whole, "split at \(split)")
        }
    }

    /// Pieces that end just before, on and just after the 64-byte block boundaries.
    @Test(arguments: [[1, 55, 8, 64, 172], [56, 7, 1, 63, 2, 171], [63, 1, 64, 65, 107], [64, 64, 172], [129, 127, 44]])
    func piecesAroundBlockBoundariesGiveTheWholeDigest(sizes: [Int]) {
        #expect(sizes.reduce(0, +) == Self.bytes.count)
        for hasher in Self.hashers {
            var pieces = hasher.init()
            var start = 0
            for size in sizes {
                Self.bytes[start..<start + size].withUnsafeBytes { pieces.update($0) }
                start += size
            }
            #expect(pieces.finalize() == hasher.hash(Data(Self.bytes)), "\(hasher)")
        }
    }

    @Test(arguments: ["1", "633996293", "-9223372036854775808", String(repeating: "long revid ", count: 20)])
    func aCopiedPrefixFinishesAsTheWholeText(suffix: String) {
        let prefixText = "select\nnightly\n3\n"
        for hasher in Self.hashers {
            var prefix = hasher.init()
            prefix.update(utf8: prefixText)
            var copy = prefix
            copy.update(utf8: suffix)
            #expect(copy.finalize() == hasher.hash(utf8: prefixText + suffix), "\(hasher)")
            // The copy's work left the prefix as it was.
            #expect(prefix.finalize() == hasher.hash(utf8: prefixText), "\(hasher)")
        }
    }

    /// `finalize` reads the state without ending it: more text after it
    /// gives the digest of everything added.
    @Test(arguments: hashers) func finalizeLeavesTheHasherGoingOn(hasher: any IncrementalDigest.Type) {
        var running = hasher.init()
        running.update(utf8: "first part, ")
        let first = running.finalize()
        #expect(running.finalize() == first)
        running.update(utf8: "second part")
        #expect(running.finalize() == hasher.hash(utf8: "first part, second part"))
        #expect(first == hasher.hash(utf8: "first part, "))
    }

    /// Empty pieces, one with no memory behind it at all, add nothing.
    @Test(arguments: hashers) func emptyPiecesAddNothing(hasher: any IncrementalDigest.Type) {
        var pieces = hasher.init()
        pieces.update(utf8: "ab")
        pieces.update(UnsafeRawBufferPointer(start: nil, count: 0))
        pieces.update(Data())
        pieces.update(utf8: "")
        pieces.update(utf8: "c")
        #expect(pieces.finalize() == hasher.hash(utf8: "abc"))
    }

    /// Digests of different texts differ, and the two functions differ on one text.
    @Test func differentTextsGiveDifferentDigests() {
        #expect(SHA256Hasher.hash(utf8: "revision 1") != SHA256Hasher.hash(utf8: "revision 2"))
        #expect(SHA1Hasher.hash(utf8: "revision 1").hex != SHA1Hasher.hash(utf8: "revision 2").hex)
        #expect(SHA256Hasher.hash(utf8: "x") != SHA1Hasher.hash(utf8: "x"))
    }
}
