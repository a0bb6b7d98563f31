/// A word being collected, kept to its first `maximumBytes` UTF-8 bytes.
///
/// Text without white space would otherwise be one word as long as the
/// text: memory growing with the input and, gathered piece by piece, time
/// growing with its square. No word of any language comes near the limit
/// (a paragraph of Chinese or Thai, written without spaces, may); a longer
/// one is counted under its first bytes followed by "…", so words that share
/// those bytes count as one.
struct WordPrefix: Sendable {
    static let maximumBytes = 4096

    private var text = ""
    /// True when bytes were left out.
    private var isCut = false

    var isEmpty: Bool { text.isEmpty && !isCut }

    /// Appends as much of `piece` as fits, cut between scalars; O(what is kept).
    mutating func append(_ piece: Substring) {
        let kept = piece.prefix(utf8Bytes: Self.maximumBytes - text.utf8.count)
        if kept.endIndex != piece.endIndex { isCut = true }
        text += kept
    }

    mutating func append(_ character: Character) {
        if isCut { return }
        if text.utf8.count + character.utf8.count <= Self.maximumBytes {
            text.append(character)
        } else {
            append(String(character)[...])
        }
    }

    /// Appends `last` and gives the word as counted: lowercased, with "…"
    /// when cut. The prefix is then empty again.
    mutating func finish(with last: Substring = "") -> String {
        if isEmpty, last.utf8.count <= Self.maximumBytes { return last.lowercased() }
        append(last)
        defer {
            text = ""
            isCut = false
        }
        return isCut ? text.lowercased() + "\u{2026}" : text.lowercased()
    }
}
