/// The sheet a worksheet is laid out for (CSS `@page size`).
package enum PaperSize: String, CaseIterable, Sendable {
    case a4
    case letter

    /// The CSS page size keyword.
    var css: String {
        switch self {
        case .a4: "A4"
        case .letter: "letter"
        }
    }
}
