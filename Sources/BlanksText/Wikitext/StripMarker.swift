/// Control bytes the stripper's passes leave for each other in the text they
/// hand on. Input control bytes are dropped on the way in, so these never
/// collide with article text.
enum StripMarker {
    /// Something that cannot be shown faithfully (math, computed values): the
    /// paragraph holding it is dropped.
    static let unsafe: UInt8 = 0x01
    /// A removed pronunciation (IPA, respelling, audio): the brackets and
    /// separators around it are removed with it.
    static let pronunciation: UInt8 = 0x02
    /// The original line started with whitespace, which MediaWiki shows as
    /// preformatted text, not prose.
    static let indentedLine: UInt8 = 0x03
}
