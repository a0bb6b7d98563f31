/// One piece of HTML as `HTMLTokenizer` reads it. Comments, doctypes and
/// processing instructions are not tokens; the content of a raw-text
/// element (`script`, `style`…) is never text.
enum HTMLToken: Equatable {
    case startTag(HTMLStartTag)
    /// An end tag's lowercased name.
    case endTag(String)
    /// Character data between tags: bytes of the input, entities not decoded.
    case text(Range<Int>)
}

/// A start tag: its lowercased name and the attributes the prose reading
/// asks about (names lowercased, values as written, entities not decoded).
struct HTMLStartTag: Equatable {
    var name: String
    var attributes: [(name: String, value: String)]
    var selfClosing: Bool

    static func == (lhs: HTMLStartTag, rhs: HTMLStartTag) -> Bool {
        lhs.name == rhs.name && lhs.selfClosing == rhs.selfClosing
            && lhs.attributes.elementsEqual(rhs.attributes, by: { $0 == $1 })
    }

    /// The value of attribute `name` (the first, as browsers keep it).
    func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// The class names of `class`, split on whitespace.
    var classes: [Substring] {
        (attribute("class") ?? "").split(whereSeparator: {
            $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{0C}"
        })
    }

    /// Void elements have no content and no end tag.
    var isVoid: Bool { selfClosing || Self.voidElements.contains(name) }

    static let voidElements: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr"
    ]
}
