/// One paragraph of an article as the stripper reads it, usable or not, with
/// what a puzzle passage needs to know about its place: a passage is a run
/// of consecutive usable paragraphs from the start of the article or of a
/// section, and never runs across a withheld paragraph or a removed block.
public struct StrippedParagraph: Hashable, Sendable {
    public var paragraph: ProseParagraph
    /// Why the paragraph is withheld, or nil when it is usable prose.
    public var defect: PassageDefect?
    /// The first paragraph of the article or of its section.
    package var startsSection: Bool
    /// A block a reader saw (a list, a table, a quotation, preformatted
    /// text, a displayed formula) was removed between the paragraph before
    /// and this one, in the same section.
    package var followsRemovedBlock: Bool
    /// The sentences and tokens the passage gate cut `paragraph` into to
    /// judge it, handed on so a passage is not cut again; nil when the gate
    /// did not read it (a formula or a hole withheld it first).
    package var sentences: [SegmentedSentence]?
    /// `Array(text.utf16)`, decoded by the gate with `sentences` and handed
    /// on with them, so a passage does not decode it again.
    package var units: [UInt16]?

    package init(paragraph: ProseParagraph, defect: PassageDefect?, startsSection: Bool, followsRemovedBlock: Bool) {
        self.paragraph = paragraph
        self.defect = defect
        self.startsSection = startsSection
        self.followsRemovedBlock = followsRemovedBlock
    }

    public var text: String { paragraph.text }
    package var isUsable: Bool { defect == nil }
    /// True when a passage may go on from the paragraph before into this one.
    package var continuesRun: Bool { isUsable && (startsSection || !followsRemovedBlock) }
}
