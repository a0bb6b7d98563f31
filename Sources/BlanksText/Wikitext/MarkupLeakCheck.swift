/// The traces of wikitext a player must never see. The stripper withholds
/// any paragraph that still contains one, and `text eval-strip` counts them
/// in its output, so a regression shows up as a number, not as a broken puzzle.
package enum MarkupLeakCheck {
    /// What counts as leaked markup or a removal scar: brackets of links,
    /// templates and tables, bold/italic quotes, refs, comments, raw entities,
    /// image options, namespaces, empty brackets, space before punctuation and
    /// doubled spaces.
    package static let patterns = [
        "[[", "]]", "{{", "}}", "{|", "|}", "''", "<ref", "</ref", "<!--", "&nbsp;", "&amp;",
        "thumb|", "px|", "File:", "Image:", "Category:", "( )", "()", " ,", " .", "  "
    ]

    private static let patternBytes: [[UInt8]] = patterns.map { Array($0.utf8) }

    /// The patterns found in `text`, in the order of `patterns`.
    package static func leaks(in text: String) -> [String] {
        var text = text
        return text.withUTF8 { leaks(in: $0) }.map { patterns[$0] }
    }

    /// Indexes into `patterns` of those found in `bytes`, in ascending order.
    /// One pass, looking only at the bytes that can be part of a pattern; the
    /// cases name each pattern by its index in `patterns` and where it starts
    /// relative to the byte that triggers the check.
    static func leaks(in bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        var found: UInt64 = 0
        let patternBytes = Self.patternBytes
        func check(_ index: Int, at start: Int) {
            let pattern = patternBytes[index]
            guard start >= 0, start + pattern.count <= bytes.count else { return }
            for k in 0..<pattern.count where bytes[start + k] != pattern[k] { return }
            found |= 1 << UInt64(index)
        }
        var i = -1
        while i + 1 < bytes.count {
            i += 1
            let b = bytes[i]
            if b &- 0x61 < 26 { continue }  // lowercase letters, most of the text, start nothing
            switch b {
            case 0x5B: /* [ */ check(0, at: i)
            case 0x5D: /* ] */ check(1, at: i)
            case 0x7B: /* { */
                check(2, at: i)
                check(4, at: i)
            case 0x7D: /* } */ check(3, at: i)
            case 0x7C: /* | */
                check(5, at: i)
                check(12, at: i - 5)
                check(13, at: i - 2)
            case 0x27: /* ' */ check(6, at: i)
            case 0x3C: /* < */
                check(7, at: i)
                check(8, at: i)
                check(9, at: i)
            case 0x26: /* & */
                check(10, at: i)
                check(11, at: i)
            case 0x3A: /* : */
                check(14, at: i - 4)
                check(15, at: i - 5)
                check(16, at: i - 8)
            case 0x28: /* ( */
                check(17, at: i)
                check(18, at: i)
            case 0x20: /*   */
                guard i + 1 < bytes.count else { continue }
                switch bytes[i + 1] {
                case 0x2C: check(19, at: i)
                case 0x2E: check(20, at: i)
                case 0x20: check(21, at: i)
                default: continue
                }
            default: continue
            }
        }
        return patterns.indices.filter { found & (1 << UInt64($0)) != 0 }
    }
}
