/// The traces of wikitext a player must never see. The stripper withholds
/// any paragraph that still contains one, and `text eval-strip` counts them
/// in its output, so a regression shows up as a number, not as a broken puzzle.
public enum MarkupLeakCheck {
    /// What counts as leaked markup or a removal scar: brackets of links,
    /// templates and tables, bold/italic quotes, refs, comments, raw entities,
    /// image options, namespaces, empty brackets, space before punctuation and
    /// doubled spaces.
    public static let patterns = [
        "[[", "]]", "{{", "}}", "{|", "|}", "''", "<ref", "</ref", "<!--", "&nbsp;", "&amp;",
        "thumb|", "px|", "File:", "Image:", "Category:", "( )", "()", " ,", " .", "  ",
    ]

    private static let patternBytes: [[UInt8]] = patterns.map { Array($0.utf8) }

    /// The patterns found in `text`, in the order of `patterns`.
    public static func leaks(in text: String) -> [String] {
        var utf8 = Array(text.utf8)
        return utf8.withUnsafeMutableBufferPointer { buffer in
            leaks(in: UnsafeBufferPointer(buffer))
        }.map { patterns[$0] }
    }

    /// Indexes into `patterns` of those found in `bytes`.
    static func leaks(in bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        var found: [Int] = []
        for (index, pattern) in patternBytes.enumerated() where contains(bytes, pattern) {
            found.append(index)
        }
        return found
    }

    private static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ pattern: [UInt8]) -> Bool {
        let count = pattern.count
        guard count <= bytes.count else { return false }
        let first = pattern[0]
        var i = 0
        while i + count <= bytes.count {
            if bytes[i] == first {
                var k = 1
                while k < count, bytes[i + k] == pattern[k] { k += 1 }
                if k == count { return true }
            }
            i += 1
        }
        return false
    }
}
