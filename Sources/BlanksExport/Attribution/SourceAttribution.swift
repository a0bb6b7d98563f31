import BlanksModel
import BlanksSupport

/// What every exported item says about its text, as CC BY-SA asks: the
/// article's title, the permanent link to the revision, a link to its history
/// (its authors), the licence with its link, and that words were removed.
package struct SourceAttribution: Equatable, Sendable {
    package var title: String
    package var revisionURL: String
    package var historyURL: String
    package var licence: Licence

    /// The change made to the text, which the licence asks to state.
    package static let changeNote = "Ten words were removed from the text for this exercise."

    /// Links are built from the site and the numeric ids, not copied from the
    /// puzzle's `url`, so an export never carries a link of another kind.
    package init(_ source: Puzzle.Source) {
        title = source.title
        revisionURL = "https://\(source.site)/w/index.php?oldid=\(source.revid)"
        historyURL = "https://\(source.site)/w/index.php?curid=\(source.pageid)&action=history"
        licence = Licence(revisionTimestamp: source.timestamp)
    }

    /// One HTML paragraph: links to the revision, the history and the licence.
    package var html: String { html(alsoEncoding: []) }

    /// The same paragraph with the title's `extra` characters as numeric
    /// entities, for formats where they have a meaning of their own (a title
    /// holding `[[1]]` must not become a Moodle gap).
    package func html(alsoEncoding extra: Set<Unicode.Scalar>) -> String {
        let title = HTML.escape(title, alsoEncoding: extra)
        return "<p class=\"wikiblanks-source\">From the Wikipedia article “\(title)”, "
            + "<a href=\"\(HTML.escape(revisionURL))\">this revision</a> "
            + "(<a href=\"\(HTML.escape(historyURL))\">authors</a>), "
            + "licensed under <a href=\"\(HTML.escape(licence.url))\">\(licence.name)</a>. "
            + "\(Self.changeNote)</p>"
    }
}
