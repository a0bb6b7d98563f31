/// Text with the role of each piece, so one layout serves both a colour
/// terminal and plain output.
public struct StyledRun: Hashable, Sendable {
    public enum Style: Hashable, Sendable {
        case plain
        case heading
        case dim
        case emptyBlank
        case filledBlank
        case right
        case wrong
        case answer
        case warning
    }

    public var text: String
    public var style: Style
    /// An atomic run is never broken across lines (a blank marker); plain
    /// runs break at spaces and newlines.
    public var isAtomic: Bool

    public init(_ text: String, _ style: Style = .plain, atomic: Bool = false) {
        self.text = text
        self.style = style
        self.isAtomic = atomic
    }
}
