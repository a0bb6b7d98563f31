import BlanksSupport

/// The attribution page that the licence of Wikipedia text asks for: each
/// article's title, revision and a link to that exact revision.
public enum Attribution {
    public static let license = "CC BY-SA 3.0"
    public static let licenseURL = "https://creativecommons.org/licenses/by-sa/3.0/"

    /// Markdown listing the latest revision of each page, sorted by title.
    public static func markdown(for manifest: Manifest, site: String) -> String {
        var lines = [
            "# Attribution",
            "",
            "The articles in this corpus come from Wikipedia (\(site)) and are licensed under",
            "[\(license)](\(licenseURL)). Each is the revision linked below; see the revision's",
            "history on Wikipedia for its authors.",
            "",
            "| title | revision | link |",
            "|---|---|---|",
        ]
        let entries = manifest.latestEntries.sorted { ($0.title, $0.revid) < ($1.title, $1.revid) }
        for entry in entries {
            // A title is data: its control characters are escaped so it stays one table row.
            let title = entry.title.escapingControlCharacters.replacingOccurrences(of: "|", with: "\\|")
            lines.append("| \(title) | \(entry.revid) | https://\(site)/w/index.php?oldid=\(entry.revid) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
