import Foundation

/// Text for Moodle XML: element text escaped, HTML inside CDATA sections.
enum XMLText {
    /// Element text and attribute values: the same five entities as HTML's, all valid XML.
    static func escape(_ text: String) -> String {
        HTML.escape(text)
    }

    /// `text` in a CDATA section; a `]]>` inside is split across two sections
    /// (`]]` ends one, `>` starts the next), so the section cannot end early.
    static func cdata(_ text: String) -> String {
        "<![CDATA[" + text.replacingOccurrences(of: "]]>", with: "]]]]><![CDATA[>") + "]]>"
    }
}
