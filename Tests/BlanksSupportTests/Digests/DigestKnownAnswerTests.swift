import Foundation
import Testing

@testable import BlanksSupport

/// SHA-1 and SHA-256 held to the examples FIPS 180 publishes: every corpus
/// digest, batch id, puzzle id and selection key is made of these bytes, so a
/// library that computed anything else would reshuffle every batch.
@Suite struct DigestKnownAnswerTests {
    struct Vector: Sendable, CustomTestStringConvertible {
        let name: String
        let text: String
        let sha1: String
        let sha256: String
        var testDescription: String { name }
    }

    static let vectors = [
        Vector(
            name: "empty", text: "", sha1: "da39a3ee5e6b4b0d3255bfef95601890afd80709",
            sha256: "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        Vector(
            name: "abc", text: "abc", sha1: "a9993e364706816aba3e25717850c26c9cd0d89d",
            sha256: "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        // 448 bits: the padding no longer fits the first block, so a second one is hashed.
        Vector(
            name: "448 bits", text: "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            sha1: "84983e441c3bd26ebaae4aa1f95129e5e54670f1",
            sha256: "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    ]

    @Test(arguments: vectors) func sha256OfTheShortExamples(vector: Vector) {
        #expect(SHA256Hasher.hash(utf8: vector.text).hex == vector.sha256)
        #expect(SHA256Hasher.hash(Data(vector.text.utf8)).hex == vector.sha256)
        #expect(SHA256Hasher.hash(utf8: vector.text).count == 32)
    }

    @Test(arguments: vectors) func sha1OfTheShortExamples(vector: Vector) {
        #expect(SHA1Hasher.hash(utf8: vector.text).hex == vector.sha1)
        #expect(SHA1Hasher.hash(Data(vector.text.utf8)).hex == vector.sha1)
        #expect(SHA1Hasher.hash(utf8: vector.text).count == 20)
    }

    /// One million "a": whole, and as a thousand pieces of a thousand bytes,
    /// none of which ends on a block boundary.
    @Test func oneMillionA() {
        let piece = Data(repeating: UInt8(ascii: "a"), count: 1000)
        var sha256 = SHA256Hasher()
        var sha1 = SHA1Hasher()
        for _ in 0..<1000 {
            sha256.update(piece)
            sha1.update(piece)
        }
        let whole = Data(repeating: UInt8(ascii: "a"), count: 1_000_000)
        let expected256 = "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"
        let expected1 = "34aa973cd4c4daa4f61eeb2bdbad27316534016f"
        #expect(sha256.finalize().hex == expected256)
        #expect(SHA256Hasher.hash(whole).hex == expected256)
        #expect(sha1.finalize().hex == expected1)
        #expect(SHA1Hasher.hash(whole).hex == expected1)
    }
}
