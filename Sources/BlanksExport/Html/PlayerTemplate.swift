import BlanksSupport
import Foundation

/// The web player's front end: `player.html` with three placeholders, and the
/// styles (`player.css`, `trace.css`) and script (`store.js`, `player.js`,
/// `trace.js`) that fill two of them. Checked when made, so
/// that the page it assembles is well formed whatever the data holds
/// (docs/player.md, "The assembly contract").
package struct PlayerTemplate: Sendable {
    package static let stylePlaceholder = "/*WIKIBLANKS_STYLE*/"
    package static let scriptPlaceholder = "/*WIKIBLANKS_SCRIPT*/"
    package static let dataPlaceholder = "/*WIKIBLANKS_DATA*/"

    /// The folder of the three files inside the module's resource bundle.
    static let resourceFolder = "player"

    package let html: String
    package let css: String
    package let js: String

    /// Refuses a placeholder that is missing, repeated or not alone on its
    /// line, styles that could end their `<style>` element and a script that
    /// could end or open a `<script>` element.
    package init(html: String, css: String, js: String) throws(ExportError) {
        if css.lowercased().contains("</style") {
            throw .brokenPlayerTemplate(reason: "player.css contains </style")
        }
        let script = js.lowercased()
        for bad in ["</script", "<script", "<!--"] where script.contains(bad) {
            throw .brokenPlayerTemplate(reason: "player.js contains \(bad)")
        }
        let lines = Self.lines(of: html)
        for token in [Self.stylePlaceholder, Self.scriptPlaceholder, Self.dataPlaceholder] {
            let found = lines.filter { $0.contains(token) }
            guard found.count == 1, Self.trimmed(found[0]) == token else {
                throw .brokenPlayerTemplate(reason: "player.html: \(token) must occur exactly once, alone on its line")
            }
        }
        self.html = html
        self.css = css
        self.js = js
    }

    /// The template shipped in this module's resources (`Resources/player`),
    /// one concern per file: the styles are `player.css` and `trace.css`, the
    /// script `store.js` (the storage both games share), `player.js` (blanks)
    /// and `trace.js` (the memory game), each pair joined by a newline.
    package static func bundled() throws(ExportError) -> PlayerTemplate {
        try PlayerTemplate(
            html: try bundledText("player", "html"),
            css: try ["player", "trace"].map { name throws(ExportError) in try bundledText(name, "css") }
                .joined(separator: "\n"),
            js: try ["store", "player", "trace"].map { name throws(ExportError) in try bundledText(name, "js") }
                .joined(separator: "\n"))
    }

    /// The page: each placeholder's line with the token replaced by its
    /// content, in one pass over the template's lines (inserted content is
    /// never searched again); every other byte as it is. O(template + data).
    package func page(data: [UInt8]) -> Data {
        var out = Data()
        out.reserveCapacity(html.utf8.count + css.utf8.count + js.utf8.count + data.count)
        for (index, line) in Self.lines(of: html).enumerated() {
            if index > 0 { out.append(0x0a) }
            let token = Self.trimmed(line)
            let content: [UInt8]
            switch token {
            case Self.stylePlaceholder: content = Array(css.utf8)
            case Self.scriptPlaceholder: content = Array(js.utf8)
            case Self.dataPlaceholder: content = data
            default:
                out.append(contentsOf: line.utf8)
                continue
            }
            guard let range = line.range(of: token) else { continue }
            out.append(contentsOf: line[..<range.lowerBound].utf8)
            out.append(contentsOf: content)
            out.append(contentsOf: line[range.upperBound...].utf8)
        }
        return out
    }

    /// The lines of `text` split at "\n" only, keeping empty ones, so joining
    /// them with "\n" gives `text` back.
    private static func lines(of text: String) -> [Substring] {
        text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    private static func trimmed(_ line: Substring) -> String {
        line.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// One file of the bundled template, which must be UTF-8.
    private static func bundledText(_ name: String, _ ext: String) throws(ExportError) -> String {
        let file = "\(resourceFolder)/\(name).\(ext)"
        guard let url = ResourceBundle.file(file, inBundle: "wikiblanks_BlanksExport"),
            let data = try? Data(contentsOf: url)
        else {
            throw .brokenPlayerTemplate(reason: "\(file) is missing from the installed resources")
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw .brokenPlayerTemplate(reason: "\(file) is not UTF-8")
        }
        return text
    }
}
