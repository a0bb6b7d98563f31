import BlanksSupport

/// The attribution page that the licence of Wikipedia text asks for: each
/// article's title, revision, a link to that exact revision and its licence
/// (which follows the revision's timestamp: `Licence`).
public enum Attribution {
    /// Markdown listing the latest revision of each page, sorted by title.
    /// A revision read from a Kiwix ZIM archive (an id from `ZimRevisionID`)
    /// is linked to its article on the wiki the archive names and names its
    /// archive; its record is read from `store` for that (nil: no such rows).
    public static func markdown(for manifest: Manifest, site: String, store: RevisionStore? = nil) -> String {
        let entries = manifest.latestEntries.sorted { ($0.title, $0.revid) < ($1.title, $1.revid) }
        let used = Set(entries.map { Licence(revisionTimestamp: $0.timestamp) })
        let licences = Licence.allCases.filter { used.contains($0) }.map { "[\($0.name)](\($0.url))" }
        var lines = [
            "# Attribution",
            "",
            "The articles in this corpus come from Wikipedia (\(site)) and are licensed under",
            "\(licences.isEmpty ? "[\(Licence.ccBySA40.name)](\(Licence.ccBySA40.url))" : licences.joined(separator: " or ")). Each is the revision linked below; see the revision's",
            "history on Wikipedia for its authors.",
            "",
            "| title | revision | link | licence |",
            "|---|---|---|---|"
        ]
        for entry in entries {
            // A title is data: its control characters are escaped so it stays one table row,
            // and its Markdown and HTML characters so it stays text.
            let title = MarkdownText.escape(entry.title.escapingControlCharacters)
            let licence = Licence(revisionTimestamp: entry.timestamp)
            if entry.revid >= ZimRevisionID.base, let revision = try? store?.readRevision(revid: entry.revid),
                let zim = revision.zim
            {
                let archive = MarkdownText.escape("\(zim.archive) \(zim.date)".escapingControlCharacters)
                lines.append(
                    "| \(title) | Kiwix archive \(archive) | \(revision.url.escapingControlCharacters) | [\(licence.name)](\(licence.url)) |"
                )
                continue
            }
            lines.append(
                "| \(title) | \(entry.revid) | https://\(site)/w/index.php?oldid=\(entry.revid) | [\(licence.name)](\(licence.url)) |"
            )
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
