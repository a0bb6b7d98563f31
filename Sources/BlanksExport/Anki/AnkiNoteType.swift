/// Our own cloze note type (Anki schema 11 JSON): fields Text, Back Extra,
/// Source, PuzzleID, one cloze template. Named in English but needing no
/// translation, so it works in any interface language.
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
        var qfmt = "{{cloze:Text}}"
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
        .wikiblanks-source, .wikiblanks-words { font-size: 14px; color: #555; }
        """
    var latexPre = "\\documentclass[12pt]{article}\n\\special{papersize=3in,5in}\n\\usepackage[utf8]{inputenc}\n\\usepackage{amssymb,amsmath}\n\\pagestyle{empty}\n\\setlength{\\parindent}{0in}\n\\begin{document}\n"
    var latexPost = "\\end{document}"
    var latexsvg = false
    var tags: [String] = []
    var vers: [String] = []
    var req: [String] = []
}
