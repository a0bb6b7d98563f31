import Foundation

/// A hash function fed in pieces, as a value: `SHA256Hasher` and `SHA1Hasher`.
/// Copying one copies its state, so a prefix is hashed once and each copy
/// finishes another text; `finalize` reads the state without ending it.
package protocol IncrementalDigest: Sendable {
    /// The state of the empty text.
    init()
    /// Adds bytes in place (a mapped file, a string's own storage); an empty buffer adds nothing.
    mutating func update(_ bytes: UnsafeRawBufferPointer)
    /// The digest of everything added so far.
    func finalize() -> DigestBytes
}

extension IncrementalDigest {
    package mutating func update(_ data: Data) {
        data.withUnsafeBytes { update($0) }
    }

    /// Adds the text's UTF-8 bytes, read from its own storage: no copy of a whole article.
    package mutating func update(utf8 text: String) {
        var text = text
        text.withUTF8 { update(UnsafeRawBufferPointer($0)) }
    }

    package static func hash(_ data: Data) -> DigestBytes {
        var hasher = Self()
        hasher.update(data)
        return hasher.finalize()
    }

    package static func hash(utf8 text: String) -> DigestBytes {
        var hasher = Self()
        hasher.update(utf8: text)
        return hasher.finalize()
    }
}
