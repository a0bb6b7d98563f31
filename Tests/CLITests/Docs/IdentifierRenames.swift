import Foundation

/// Identifiers that a run of the docs printed anew (a batch id, a puzzle id, a model
/// fingerprint), each old one with the one that replaces it, for rewrite mode to carry into the
/// commands and text that name them: when the generator version changes, `validate
/// Output/<batch-id>` must name the new batch, or it fails instead of printing.
///
/// An identifier is a word of 8 or more ASCII letters and digits holding both (a word is what
/// lies between characters that are not letters or digits, so `demo-L1-n5-30cb040e88` holds
/// the identifier `30cb040e88`): a hash reads so, while a count, a size or a revision id (all
/// digits) and an ordinary word (no digit) never do, so a changed figure is never carried
/// into a command.
struct IdentifierRenames: Sendable, Equatable {
    private(set) var renames: [String: String] = [:]

    var isEmpty: Bool { renames.isEmpty }

    static func isIdentifier(_ word: Substring) -> Bool {
        word.count >= 8 && word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
            && word.contains(where: \.isLetter) && word.contains(where: \.isNumber)
    }

    /// The ranges of the identifiers of a line, in order.
    static func identifiers(in line: String) -> [Range<String.Index>] {
        words(in: line).filter { isIdentifier(line[$0]) }
    }

    /// The ranges of the words of a text: runs of ASCII letters and digits.
    static func words(in text: String) -> [Range<String.Index>] {
        var ranges: [Range<String.Index>] = []
        var start: String.Index?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let inWord = character.isASCII && (character.isLetter || character.isNumber)
            if inWord, start == nil { start = index }
            if !inWord, let open = start {
                ranges.append(open..<index)
                start = nil
            }
            index = text.index(after: index)
        }
        if let open = start { ranges.append(open..<text.endIndex) }
        return ranges
    }

    /// Whether the text holds, as a whole word, an identifier that has a new name.
    func names(_ text: String) -> Bool {
        Self.words(in: text).contains { renames[String(text[$0])] != nil }
    }

    /// Adds the pairs that differ; false, adding nothing, when one would give an identifier
    /// two new names (the old name then cannot say which the text means).
    mutating func add(_ pairs: [(old: String, new: String)]) -> Bool {
        var merged = renames
        for (old, new) in pairs where old != new {
            if let known = merged[old], known != new { return false }
            merged[old] = new
        }
        renames = merged
        return true
    }

    /// The text with every renamed identifier, as a whole word, replaced at once (a new name
    /// that is another's old one is not renamed again).
    func applied(to text: String) -> String {
        guard !renames.isEmpty else { return text }
        var result = ""
        var last = text.startIndex
        for range in Self.words(in: text) {
            guard let new = renames[String(text[range])] else { continue }
            result += text[last..<range.lowerBound] + new
            last = range.upperBound
        }
        return result + text[last...]
    }
}
