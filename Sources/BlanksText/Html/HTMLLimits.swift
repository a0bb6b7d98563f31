/// Ceilings on what one piece of article HTML may hold, as `XMLLimits` are
/// for dumps, so reading it stays linear and its memory bounded whatever
/// the input: a tag or name past its ceiling, or nesting past `depth`,
/// stops the reading (`HTMLLimitError`) and the paragraphs before it stand.
///
/// The defaults are far above what MediaWiki's parser writes: its tags carry
/// a few attributes (the largest, `data-mw`, some kilobytes), its nesting a
/// few dozen levels.
public struct HTMLLimits: Sendable, Equatable {
    /// An element or attribute name.
    public var nameBytes = 256
    /// A whole start or end tag, attributes included: this caps every attribute value.
    public var tagBytes = 256 << 10
    /// Open elements at once.
    public var depth = 512

    public init() {}
}

/// Where article HTML passed one of its `HTMLLimits`.
public enum HTMLLimitError: Error, Sendable, Equatable, CustomStringConvertible {
    case nameTooLong(offset: Int, limit: Int)
    case tagTooLong(offset: Int, limit: Int)
    case tooDeep(offset: Int, limit: Int)

    public var description: String {
        switch self {
        case .nameTooLong(let offset, let limit): return "HTML at byte \(offset): a name longer than \(limit) bytes"
        case .tagTooLong(let offset, let limit): return "HTML at byte \(offset): a tag longer than \(limit) bytes"
        case .tooDeep(let offset, let limit): return "HTML at byte \(offset): elements nested more than \(limit) deep"
        }
    }
}
