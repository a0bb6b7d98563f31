/// Ceilings on what one piece of XML may hold, so the reader's memory stays
/// bounded whatever the input: a tag, comment or name past its ceiling is an
/// error naming the line, and text is handed out in pieces of at most
/// `textPieceBytes` (the consumer decides how much text it keeps).
///
/// The defaults are far above anything a MediaWiki export holds: its tags
/// carry a few short attributes, its names are a dozen bytes, its nesting is
/// six deep.
public struct XMLLimits: Sendable, Equatable {
    /// An element or attribute name.
    package var nameBytes = 256
    /// A whole start or end tag, attributes included: this caps every attribute value.
    package var tagBytes = 64 << 10
    /// A comment, processing instruction, declaration or CDATA section.
    package var markupBytes = 1 << 20
    /// The largest text event; longer text arrives as several events.
    package var textPieceBytes = 1 << 20
    /// Open elements at once.
    package var depth = 256

    public init() {}
}
