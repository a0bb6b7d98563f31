/// Control bytes the stripper's passes leave for each other in the text they
/// hand on. Input control bytes are dropped on the way in, so these never
/// collide with article text.
enum StripMarker {
    /// Something that cannot be shown faithfully (a value computed from
    /// today's date, a construct nested too deep): the paragraph holding it
    /// is withheld (`PassageDefect.hole`).
    static let unsafe: UInt8 = 0x01
    /// A removed pronunciation (IPA, respelling, audio): the brackets and
    /// separators around it are removed with it.
    static let pronunciation: UInt8 = 0x02
    /// The original line started with whitespace, which MediaWiki shows as
    /// preformatted text, not prose.
    static let indentedLine: UInt8 = 0x03
    /// An inline element that showed text was removed here (a template the
    /// renderer does not know, inline hieroglyphs): a hole when it falls
    /// inside a sentence (`RemovalHoles`).
    static let removed: UInt8 = 0x04
    /// A formula was removed (`<math>`, `{{math}}`, `{{mvar}}` …): the
    /// paragraph is withheld (`PassageDefect.formula`).
    static let formula: UInt8 = 0x05
    /// A block of content was removed (a table, a block quotation, a poem):
    /// a passage may not run across it, and inside a sentence it is a hole.
    static let removedBlock: UInt8 = 0x06

    /// True for the markers that record a removal.
    static func isRemoval(_ b: UInt8) -> Bool {
        b == unsafe || b == removed || b == formula || b == removedBlock
    }
}
