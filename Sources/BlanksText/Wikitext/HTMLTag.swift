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
        /// Dropped with everything up to its closing tag (refs, galleries, code, quotations).
        case removeWithContent
        /// Content that cannot be shown as prose (math, chemistry): the paragraph is dropped.
        case unsafeContent
        /// `<nowiki>`: content kept exactly as written.
        case verbatimContent
    }

    private static let roles: [String: Role] = {
        var table: [String: Role] = [:]
        for name in ["span", "div", "small", "big", "sup", "sub", "b", "i", "u", "s", "strike", "del",
                     "ins", "em", "strong", "code", "tt", "var", "abbr", "cite", "font", "center", "kbd",
                     "samp", "q", "mark", "bdi", "bdo", "ruby", "rb", "rt", "rp", "time", "data", "dfn",
                     "onlyinclude", "noinclude", "section", "nowiki/"] {
            table[name] = .removeTag
        }
        for name in ["br", "hr", "wbr", "p"] { table[name] = .space }
        for name in ["ref", "references", "gallery", "timeline", "imagemap", "syntaxhighlight", "source",
                     "pre", "score", "graph", "templatedata", "mapframe", "maplink", "inputbox",
                     "categorytree", "poem", "blockquote", "table", "ul", "ol", "dl", "includeonly",
                     "indicator", "charinsert", "hiero"] {
            table[name] = .removeWithContent
        }
        for name in ["math", "chem", "ce"] { table[name] = .unsafeContent }
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
        guard after == UInt8(ascii: ">") || after == UInt8(ascii: "/") || ASCII.isSpace(after)
                || after == UInt8(ascii: "\n") else { return nil }
        var name = ""
        name.unicodeScalars.reserveCapacity(j - nameStart)
        for k in nameStart..<j { name.unicodeScalars.append(Unicode.Scalar(ASCII.lower(bytes[k]))) }
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
