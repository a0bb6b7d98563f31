/// Text from data (a title) placed in Markdown: it reads as the same words and
/// never as markup. `&`, `<` and `>` become entities, so a title holding
/// `<img onerror=…>` or `</script>` stays text in a renderer that passes HTML
/// through; the characters of links, emphasis, code and tables are escaped
/// with a backslash, so `[x](javascript:…)` is not a link (a bracket is what makes one). O(n).
package enum MarkdownText {
    package static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\\", "`", "*", "_", "[", "]", "|", "~": out += "\\" + String(scalar)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
