import BlanksSupport

/// Anki ids and times that depend only on what they name, never on the clock,
/// so the same batch gives the same package bytes.
///
/// Anki reads an id as its creation time in milliseconds: ours fall between
/// 2001 and 2036 (10¹² + a 40-bit hash), which every Anki accepts.
enum AnkiIdentifiers {
    /// Every time stamp in a package (seconds): 2026-11-01T00:00:00Z. Anki
    /// updates a note or note type on import only when the package's copy is
    /// newer, so this moves forward whenever what a package holds changes
    /// (here: hints in words and the first-letter button), and a collection
    /// that imported an older package gets the new notes and template.
    static let fixedSeconds: Int64 = 1_793_491_200

    /// The note type shared by every export, so importing more batches adds no second type.
    static let noteTypeID = id("wikiblanks note type: cloze with part-of-speech hints, 1")

    static func deckID(batch: String) -> Int64 { id("deck \(batch)") }
    static func noteID(puzzle: String) -> Int64 { id("note \(puzzle)") }
    static func cardID(puzzle: String, ordinal: Int) -> Int64 { id("card \(puzzle) \(ordinal)") }

    /// 10¹² + the first 40 bits of SHA-256 of `text`.
    static func id(_ text: String) -> Int64 {
        let digest = SHA256Hasher.hash(utf8: text)
        let bits = digest.prefix(5).reduce(Int64(0)) { ($0 << 8) | Int64($1) }
        return 1_000_000_000_000 + bits
    }

    /// Anki's `csum` of a note: the first 8 hex digits of the SHA-1 of its
    /// first field with the HTML removed, as an integer.
    static func checksum(_ sortField: String) -> Int64 {
        let digest = SHA1Hasher.hash(utf8: sortField)
        return digest.prefix(4).reduce(Int64(0)) { ($0 << 8) | Int64($1) }
    }
}
