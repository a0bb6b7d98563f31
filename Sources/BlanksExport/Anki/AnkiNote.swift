import BlanksModel

/// One puzzle as an Anki note of `AnkiNoteType`: one cloze per blank
/// (`{{c3::under::a preposition}}`, the part of speech in `BlankHint`'s
/// words as the hint), its GUID the puzzle id so that importing again
/// updates rather than duplicates.
struct AnkiNote: Sendable {
    var id: Int64
    var guid: String
    var fields: [String]
    /// Space-separated, padded with a space each side, as Anki stores them.
    var tags: String
    /// The cloze numbers, 1…n: one card each.
    var clozeCount: Int

    /// Characters that would read as cloze syntax (`{{`, `::`, `}}`) in a field.
    static let clozeSyntax: Set<Unicode.Scalar> = ["{", "}", ":"]

    init(_ puzzle: ExportPuzzle, batch: ExportBatch) {
        let source = puzzle.puzzle
        id = AnkiIdentifiers.noteID(puzzle: source.id)
        guid = source.id
        let text = puzzle.paragraphs.map { pieces in
            pieces.map { piece in
                switch piece {
                case .text(let text):
                    return HTML.passageText(text, alsoEncoding: ["{", "}"])
                case .gap(let number, let answer, let pos):
                    return "{{c\(number)::\(HTML.escape(answer, alsoEncoding: Self.clozeSyntax))"
                        + "::\(HTML.escape(BlankHint.words(for: pos), alsoEncoding: Self.clozeSyntax))}}"
                }
            }.joined()
        }.joined(separator: "<br><br>")
        let words = source.options.map { HTML.escape($0) }.joined(separator: " · ")
        let backExtra = "<div class=\"wikiblanks-words\">The ten words: \(words)</div>"
        fields = [text, backExtra, puzzle.attribution.html, source.id]
        tags = " " + Self.tags(seed: batch.manifest.seed, level: batch.manifest.level).joined(separator: " ") + " "
        clozeCount = source.blanks.count
    }

    /// `wikiblanks level::N seed::S`; white space (which separates tags) and
    /// control characters in the seed become `_`.
    static func tags(seed: String, level: Int) -> [String] {
        let cleaned = String(
            seed.unicodeScalars.map { scalar -> Character in
                scalar.properties.isWhitespace || scalar.properties.generalCategory == .control
                    ? "_" : Character(scalar)
            })
        return ["wikiblanks", "level::\(level)", "seed::\(cleaned.isEmpty ? "_" : cleaned)"]
    }

    /// The first field without its HTML tags: Anki's sort field and checksum input.
    var sortField: String {
        var out = ""
        var inTag = false
        for character in fields[0] {
            switch character {
            case "<": inTag = true
            case ">" where inTag: inTag = false
            default: if !inTag { out.append(character) }
            }
        }
        return out
    }
}
