import Foundation

/// Text for Moodle XML: element text escaped, HTML inside CDATA sections, and
/// nothing XML 1.0 forbids (C0 controls but tab, newline and carriage return;
/// U+FFFE, U+FFFF): one such character, from a title or a passage, would make
/// the whole file not well-formed and Moodle refuse every question in it.
enum XMLText {
    /// Element text and attribute values: the same five entities as HTML's, all valid XML.
    static func escape(_ text: String) -> String {
        HTML.escape(allowed(text))
    }

    /// `text` in a CDATA section; a `]]>` inside is split across two sections
    /// (`]]` ends one, `>` starts the next), so the section cannot end early.
    static func cdata(_ text: String) -> String {
        "<![CDATA[" + allowed(text).replacingOccurrences(of: "]]>", with: "]]]]><![CDATA[>") + "]]>"
    }

    /// `text` with every character XML 1.0 forbids replaced by U+FFFD. O(n).
    static func allowed(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { !isAllowed($0) }) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            out.append(isAllowed(scalar) ? scalar : "\u{FFFD}")
        }
        return String(out)
    }

    /// XML 1.0 `Char`: tab, newline, carriage return, and U+0020 up, but U+FFFE and U+FFFF
    /// (surrogates cannot occur in a Swift string).
    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: true
        case 0x20...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
