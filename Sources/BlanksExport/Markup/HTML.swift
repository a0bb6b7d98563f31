import Foundation

/// HTML text escaping for what exports put between tags and in attributes.
package enum HTML {
    /// `& < > " '` as entities; everything else as it is. O(n).
    package static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }

    /// Escapes `text`, and writes each of `extra` as a numeric entity too
    /// (braces for Anki and Moodle cloze syntax, brackets for gap markers).
    package static func escape(_ text: String, alsoEncoding extra: Set<Unicode.Scalar>) -> String {
        guard text.unicodeScalars.contains(where: extra.contains) else { return escape(text) }
        var out = ""
        for scalar in text.unicodeScalars {
            if extra.contains(scalar) {
                out += "&#\(scalar.value);"
            } else {
                out += escape(String(scalar))
            }
        }
        return out
    }

    /// Passage text for HTML: escaped, single newlines as `<br>`.
    static func passageText(_ text: String, alsoEncoding extra: Set<Unicode.Scalar>) -> String {
        escape(text, alsoEncoding: extra).replacingOccurrences(of: "\n", with: "<br>")
    }
}
