/// The strippers by content model: a revision's content is wikitext (dumps,
/// the API) or rendered HTML (Kiwix ZIM archives, content model `html`).
/// Generation and validation read paragraphs through these, so both sources
/// pass the same gate and make passages by the same rules.
extension WikitextStripper {
    /// The content model of article HTML.
    package static let htmlContentModel = "html"

    /// Every paragraph of `content`, usable or withheld, read as its model says.
    package func strip(_ content: String, contentModel: String) -> Result {
        guard contentModel == Self.htmlContentModel else { return strip(content) }
        return Result(entries: HTMLStripper(gate: gate).strip(content).entries)
    }

    /// The paragraphs of `content` one at a time, read as its model says (HTML whole, wikitext as asked for).
    package func strippedParagraphs(from content: String, contentModel: String) -> StrippedParagraphSequence {
        guard contentModel == Self.htmlContentModel else { return strippedParagraphs(from: content) }
        return StrippedParagraphSequence(entries: HTMLStripper(gate: gate).strip(content).entries, gate: gate)
    }
}
