/// How a worksheet is laid out.
package struct WorksheetOptions: Sendable, Equatable {
    package var paper: PaperSize
    /// Puzzles follow one another (a puzzle is not split across pages when it
    /// fits on one) instead of each starting a page.
    package var packed: Bool
    /// Larger type and wider lines, for readers who need them.
    package var largePrint: Bool

    package init(paper: PaperSize = .a4, packed: Bool = false, largePrint: Bool = false) {
        self.paper = paper
        self.packed = packed
        self.largePrint = largePrint
    }
}
