/// Turns a stream of byte chunks into pieces of text that each begin and end
/// between extended grapheme clusters, so every piece can be walked by
/// `Character` and gives exactly the characters of the whole text.
///
/// A chunk may end inside a UTF-8 sequence, inside a CR LF pair, or inside a
/// grapheme cluster (a letter whose combining mark is in the next chunk, an
/// emoji ZWJ sequence, a flag's second regional indicator). So the decoder
/// carries over the bytes of an unfinished UTF-8 sequence and the last
/// grapheme cluster, which later scalars may still extend. Bytes that are not
/// UTF-8 become U+FFFD, exactly as `String(decoding:as:)` does on the whole.
///
/// The carried cluster is kept to `maximumCarriedClusterBytes`, so each chunk
/// costs O(chunk + that bound) and memory stays bounded whatever the text.
package struct GraphemeStreamDecoder: Sendable {
    /// The most bytes of one grapheme cluster carried from chunk to chunk. A
    /// longer cluster (a letter under a million combining accents) keeps its
    /// first bytes and loses the scalars that extend it in later chunks: it
    /// still counts as one character, and carrying it whole would make memory
    /// grow with the text and time with its square. Real text never comes
    /// near (Unicode's stream-safe format allows 30 combining marks in a row).
    package static let maximumCarriedClusterBytes = 4096

    /// The start of an unfinished UTF-8 sequence at the end of the last chunk (at most 3 bytes).
    private var pendingBytes: [UInt8] = []
    /// The last grapheme cluster seen; it ends only where the next one starts.
    private var pendingText = ""

    package init() {}

    /// The text that is certainly complete after `chunk`; may be empty.
    package mutating func decode(_ chunk: [UInt8]) -> Substring {
        let bytes = pendingBytes.isEmpty ? chunk : pendingBytes + chunk
        let complete = Self.completeLength(of: bytes)
        pendingBytes = Array(bytes[complete...])
        var text = pendingText
        text += String(decoding: bytes[..<complete], as: UTF8.self)
        guard !text.isEmpty else { return "" }
        let lastCharacter = text.index(before: text.endIndex)
        pendingText = String(text[lastCharacter...].prefix(utf8Bytes: Self.maximumCarriedClusterBytes))
        return text[..<lastCharacter]
    }

    /// Whatever is left once the source has ended.
    package mutating func finish() -> Substring {
        var text = pendingText
        text += String(decoding: pendingBytes, as: UTF8.self)
        pendingText = ""
        pendingBytes = []
        return text[...]
    }

    /// The length of `bytes` without a trailing lead byte whose sequence is
    /// still missing continuation bytes. Anything else, valid or not, is
    /// left for the UTF-8 decoder: a lead byte always starts a new sequence,
    /// so decoding the two parts apart gives what decoding them together would.
    static func completeLength(of bytes: [UInt8]) -> Int {
        var lead = bytes.count - 1
        while lead >= 0, bytes.count - lead <= 3, bytes[lead] & 0xC0 == 0x80 {
            lead -= 1
        }
        guard lead >= 0 else { return bytes.count }
        let needed: Int
        switch bytes[lead] {
        case 0xC2...0xDF: needed = 2
        case 0xE0...0xEF: needed = 3
        case 0xF0...0xF4: needed = 4
        default: needed = 1
        }
        return bytes.count - lead < needed ? lead : bytes.count
    }
}
