/// An HTML or extension tag in wikitext (`<ref name="x">`, `</span>`, `<br />`)
/// and what the stripper does with it.
struct HTMLTag {
    /// Lowercased tag name.
    var name: String
    var isClosing: Bool
    var isSelfClosing: Bool
    /// Offset just past the `>`.
    var end: Int

    enum Role {
        /// Not a tag we know: the `<` is text (as in "a < b").
        case none
        /// Formatting tag: dropped, its content kept.
        case removeTag
        /// Line-breaking tag: becomes a space.
        case space
        /// Dropped with everything up to its closing tag, showing no prose (refs, galleries).
        case removeWithContent
        /// Dropped with its content, which a reader saw inline (hieroglyphs, a
        /// musical score, struck-through text, whose line says "withdrawn" or
        /// "replaced" as no plain text can): a removal mark stays (`StripMarker.removed`).
        case removeShownInline
        /// Dropped with its content, a block a reader saw (a table, a quotation,
        /// a poem, code): a block mark stays (`StripMarker.removedBlock`).
        case removeShownBlock
        /// A formula (math, chemistry): the paragraph is withheld.
        case formulaContent
        /// `<nowiki>`: content kept exactly as written.
        case verbatimContent
    }

    private static let roles: [String: Role] = {
        var table: [String: Role] = [:]
        for name in [
            "span", "div", "small", "big", "sup", "sub", "b", "i", "u", "ins", "em", "strong", "code",
            "tt", "var", "abbr", "cite", "font", "center", "kbd", "samp", "q", "mark", "bdi", "bdo",
            "ruby", "rb", "rt", "rp", "time", "data", "dfn", "onlyinclude", "noinclude", "section", "nowiki/"
        ] {
            table[name] = .removeTag
        }
        for name in ["br", "hr", "wbr", "p"] { table[name] = .space }
        for name in [
            "ref", "references", "gallery", "imagemap", "templatedata", "mapframe", "inputbox",
            "categorytree", "includeonly", "indicator", "charinsert"
        ] {
            table[name] = .removeWithContent
        }
        for name in ["score", "graph", "maplink", "hiero", "s", "strike", "del"] { table[name] = .removeShownInline }
        for name in ["timeline", "syntaxhighlight", "source", "pre", "poem", "blockquote", "table", "ul", "ol", "dl"] {
            table[name] = .removeShownBlock
        }
        for name in ["math", "chem", "ce"] { table[name] = .formulaContent }
        table["nowiki"] = .verbatimContent
        return table
    }()

    static func role(of name: String) -> Role { roles[name] ?? .none }

    /// Parses a tag starting at `start` (a `<`), or nil when none starts there.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> HTMLTag? {
        var j = start + 1
        let n = bytes.count
        var isClosing = false
        if j < n, bytes[j] == UInt8(ascii: "/") {
            isClosing = true
            j += 1
        }
        let nameStart = j
        while j < n, j - nameStart < 24, ASCII.isAlphanumeric(bytes[j]) { j += 1 }
        guard j > nameStart, j < n else { return nil }
        let after = bytes[j]
        guard
            after == UInt8(ascii: ">") || after == UInt8(ascii: "/") || ASCII.isSpace(after)
                || after == UInt8(ascii: "\n")
        else { return nil }
        // ASCII letters and digits only: the name is made from its bytes lowercased, in one go.
        let name = String(unsafeUninitializedCapacity: j - nameStart) { out in
            for k in nameStart..<j { out[k - nameStart] = ASCII.lower(bytes[k]) }
            return j - nameStart
        }
        // Attributes may not contain `<`; give up after a generous length.
        let limit = min(n, j + 2048)
        while j < limit, bytes[j] != UInt8(ascii: ">") {
            if bytes[j] == UInt8(ascii: "<") { return nil }
            j += 1
        }
        guard j < limit else { return nil }
        let isSelfClosing = bytes[j - 1] == UInt8(ascii: "/")
        return HTMLTag(name: name, isClosing: isClosing, isSelfClosing: isSelfClosing, end: j + 1)
    }
}
