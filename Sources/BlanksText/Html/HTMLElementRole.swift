/// What the prose reading does with an element of article HTML, decided from
/// its tag name, classes, id and attributes alone (MediaWiki's parser and
/// mwoffliner mark apparatus by class), so one look at a start tag settles it.
enum HTMLElementRole: Equatable {
    /// Read: its text belongs to the paragraph or heading it is in.
    case content
    /// A prose paragraph (`<p>`).
    case paragraph
    /// A section heading of this level (`<h2>`–`<h6>`).
    case heading(Int)
    /// Dropped with its content, leaving no trace: apparatus a reader of the
    /// prose does not miss (reference markers, hatnotes, infoboxes, navboxes,
    /// figures, coordinates, edit links, hidden elements, scripts, styles).
    case apparatus
    /// Dropped with its content, but a reader saw it: inside a paragraph it
    /// leaves a hole, between paragraphs it breaks a passage's run (lists,
    /// tables, quotations, preformatted text).
    case removedBlock
    /// A template the wiki could not render (a missing template shows as a
    /// red link to its page): removed as the wikitext stripper removes a
    /// template it does not render, marking the place so a stranded word
    /// withholds the paragraph — or silently, when the wikitext stripper
    /// knows it shows no prose (`TemplateRenderer.showsNoProse`).
    case unrenderedTemplate
    /// Dropped with its content, which a reader saw inline: struck-through
    /// text (`<s>`, `<strike>`, `<del>`), whose line means "withdrawn" or
    /// "replaced" as no plain text can. Inside a sentence it leaves a hole,
    /// as in wikitext.
    case removedInline
    /// A formula: the paragraph holding it is withheld, as in wikitext.
    case formula
    /// A line break or an image: a space in the text.
    case space

    init(_ tag: HTMLStartTag) {
        let name = tag.name
        if Self.hidden(tag) {
            self = .apparatus
            return
        }
        if name == "p" {
            self = .paragraph
            return
        }
        if name.count == 2, name.first == "h", let level = Int(name.dropFirst()), (1...6).contains(level) {
            self = .heading(level)
            return
        }
        let classes = tag.classes
        if classes.contains(where: { Self.formulaClasses.contains(String($0)) }) || name == "math" {
            self = .formula
            return
        }
        if classes.contains(where: { Self.apparatusClasses.contains(String($0)) })
            || Self.apparatusIDs.contains(tag.attribute("id") ?? "") || Self.apparatusElements.contains(name)
            || tag.attribute("role") == "navigation" || tag.attribute("role") == "note"
        {
            self = .apparatus
            return
        }
        if Self.removedBlockElements.contains(name) {
            self = .removedBlock
            return
        }
        if Self.struckElements.contains(name) {
            self = .removedInline
            return
        }
        if name == "a", classes.contains("new"), let title = tag.attribute("title"), title.hasPrefix("Template:") {
            let template = title.dropFirst("Template:".count).replacingOccurrences(
                of: " (page does not exist)", with: "")
            self = TemplateRenderer.showsNoProse(named: template) ? .apparatus : .unrenderedTemplate
            return
        }
        if name == "br" || name == "img" {
            self = .space
            return
        }
        self = .content
    }

    /// `hidden`, `display:none` or `aria-hidden` elements are not shown.
    private static func hidden(_ tag: HTMLStartTag) -> Bool {
        if tag.attribute("hidden") != nil || tag.attribute("aria-hidden") == "true" { return true }
        guard let style = tag.attribute("style") else { return false }
        let compact = String(style.lowercased().unicodeScalars.filter { $0 != " " && $0 != "\t" })
        return compact.contains("display:none") || compact.contains("visibility:hidden")
    }

    static let apparatusElements: Set<String> = [
        "script", "style", "figure", "figcaption", "aside", "nav", "noscript", "template", "audio", "video",
        "object", "svg", "button", "form", "input", "select", "textarea", "title", "head", "iframe",
        "caption", "rt", "rp"
    ]

    static let apparatusIDs: Set<String> = [
        "coordinates", "toc", "catlinks", "siteSub", "contentSub", "jump-to-nav", "mw-navigation"
    ]

    /// Classes MediaWiki, its common templates and mwoffliner give apparatus.
    static let apparatusClasses: Set<String> = [
        "reference", "mw-ref", "references", "reflist", "mw-references-wrap", "mw-cite-backlink", "noprint",
        "mw-editsection", "hatnote", "dablink", "rellink", "infobox", "navbox", "vertical-navbox", "navbox-inner",
        "sidebar", "metadata", "ambox", "tmbox", "ombox", "cmbox", "fmbox", "mbox-small", "toc", "thumb",
        "thumbinner", "gallery", "mw-gallery-traditional", "coordinates", "geo", "geo-default", "shortdescription",
        "mw-jump-link", "navigation-not-searchable", "mw-empty-elt", "portal", "portalbox", "sistersitebox",
        "authority-control", "mw-authority-control", "printfooter", "catlinks", "mw-indicators", "IPA", "nowrap-ipa",
        "error", "mw-kartographer-maplink", "mw-file-element", "mw-default-size", "side-box", "stub",
        "mw-collapsible-content", "mw-headline-number", "plainlinks-print", "navbar", "citation-needed-content"
    ]

    static let formulaClasses: Set<String> = [
        "mwe-math-element", "texhtml", "mwe-math-fallback-image-inline",
        "mwe-math-fallback-image-display", "mwe-math-mathml-inline"
    ]

    static let struckElements: Set<String> = ["s", "strike", "del"]

    static let removedBlockElements: Set<String> = ["table", "ul", "ol", "dl", "blockquote", "pre", "gallery"]
}
