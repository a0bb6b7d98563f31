/// One paragraph of article prose, as a reader sees it, with the section it
/// belongs to so a puzzle can say where its passage comes from.
public struct ProseParagraph: Hashable, Sendable, Codable {
    /// Plain text: no markup, entities decoded, single spaces, no newlines.
    package var text: String
    /// Title of the enclosing section as displayed ("History", "Early life");
    /// empty for the lead, the part before the first heading.
    public var section: String

    package init(text: String, section: String) {
        self.text = text
        self.section = section
    }
}
