import BlanksModel

/// Our own cloze note type (Anki schema 11 JSON): fields Text, Back Extra,
/// Source, PuzzleID, one cloze template. Named in English but needing no
/// translation, so it works in any interface language.
///
/// The front shows each gap's part of speech (the cloze hint) and a
/// "First letter" button: Anki writes the active gap's answer into the
/// cloze span's `data-cloze` attribute, and the button's script words the
/// letter with `BlankHint.letterTemplate`, so the card says what the
/// terminal game says (scripts/anki checks the attribute with the real Anki
/// backend). Without scripts, or on an Anki that writes no `data-cloze`, the
/// button does nothing and the card still works.
struct AnkiNoteType: Encodable, Sendable {
    static let name = "wikiblanks cloze"
    static let fieldNames = ["Text", "Back Extra", "Source", "PuzzleID"]

    struct Field: Encodable, Sendable {
        var name: String
        var ord: Int
        var sticky = false
        var rtl = false
        var font = "Arial"
        var size = 20
        var media: [String] = []
    }

    struct Template: Encodable, Sendable {
        var name = "Cloze"
        var ord = 0
        var qfmt = "{{cloze:Text}}\n" + AnkiNoteType.letterButton
        var afmt = "{{cloze:Text}}<br>\n{{Back Extra}}\n<hr>\n{{Source}}"
        var bqfmt = ""
        var bafmt = ""
        /// No deck override: `null`, written out (Anki expects the key).
        var did: Int64? = nil

        private enum CodingKeys: String, CodingKey { case name, ord, qfmt, afmt, bqfmt, bafmt, did }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(ord, forKey: .ord)
            try container.encode(qfmt, forKey: .qfmt)
            try container.encode(afmt, forKey: .afmt)
            try container.encode(bqfmt, forKey: .bqfmt)
            try container.encode(bafmt, forKey: .bafmt)
            try container.encode(did, forKey: .did)
        }
    }

    /// The front's first-letter hint: a button replaced, when pressed, by
    /// the active gap's hint with its first letter. The answer is read as
    /// text (`DOMParser`), never inserted as HTML; the template's `{hint}`
    /// and `{letter}` are filled by functions, so no `$` pattern applies.
    static let letterButton = """
        <div class="wikiblanks-letter"><button type="button" onclick="wikiblanksLetter(this)">First letter</button></div>
        <script>
        function wikiblanksLetter(button) {
          var gap = document.querySelector('.cloze[data-cloze]');
          if (!gap) return;
          var answer = new DOMParser().parseFromString(gap.getAttribute('data-cloze'), 'text/html').body.textContent;
          var hint = gap.textContent.replace(/^\\[/, '').replace(/\\]$/, '');
          var letter = Array.from(answer)[0] || '';
          button.parentNode.textContent = \(String(decoding: JSONStringLiteral.bytes(BlankHint.letterTemplate), as: UTF8.self))
            .replace('{hint}', function () { return hint; }).replace('{letter}', function () { return letter; });
        }
        </script>
        """

    var id = AnkiIdentifiers.noteTypeID
    var name = AnkiNoteType.name
    /// 1: cloze.
    var type = 1
    var mod = AnkiIdentifiers.fixedSeconds
    var usn = -1
    var sortf = 0
    var did: Int64
    var tmpls = [Template()]
    var flds = AnkiNoteType.fieldNames.enumerated().map { Field(name: $1, ord: $0) }
    var css = """
        .card { font-family: Georgia, serif; font-size: 20px; text-align: left; color: black; background-color: white; line-height: 1.5; }
        .cloze { font-weight: bold; color: blue; }
        .nightMode .cloze { color: lightblue; }
        .wikiblanks-source, .wikiblanks-words, .wikiblanks-letter { font-size: 14px; color: #555; }
        """
    var latexPre =
        "\\documentclass[12pt]{article}\n\\special{papersize=3in,5in}\n\\usepackage[utf8]{inputenc}\n\\usepackage{amssymb,amsmath}\n\\pagestyle{empty}\n\\setlength{\\parindent}{0in}\n\\begin{document}\n"
    var latexPost = "\\end{document}"
    var latexsvg = false
    var tags: [String] = []
    var vers: [String] = []
    var req: [String] = []
}
