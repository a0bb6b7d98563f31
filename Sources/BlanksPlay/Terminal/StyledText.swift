/// Text with the role of each piece, so one layout serves both a colour
/// terminal and plain output.
struct StyledRun: Hashable, Sendable {
    enum Style: Hashable, Sendable {
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

    var text: String
    var style: Style
    /// An atomic run is never broken across lines (a blank marker); plain
    /// runs break at spaces and newlines.
    var isAtomic: Bool

    init(_ text: String, _ style: Style = .plain, atomic: Bool = false) {
        self.text = text
        self.style = style
        self.isAtomic = atomic
    }
}
