/// The characters the trace grid is drawn with: box-drawing characters, or
/// plain ASCII where the terminal cannot show them.
struct TraceGlyphs: Hashable, Sendable {
    var topLeft: Character
    var topRight: Character
    var bottomLeft: Character
    var bottomRight: Character
    var horizontal: Character
    var vertical: Character
    var empty: Character

    static let boxDrawing = TraceGlyphs(
        topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘",
        horizontal: "─", vertical: "│", empty: "·")
    static let ascii = TraceGlyphs(
        topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+",
        horizontal: "-", vertical: "|", empty: ".")

    /// Decided from the environment as `TerminalEnvironment` decides colour:
    /// ASCII with `TERM=dumb`, or when the locale (`LC_ALL`, else `LC_CTYPE`,
    /// else `LANG`; none set is the C locale) is not UTF-8.
    static func decide(environment: [String: String]) -> TraceGlyphs {
        if environment["TERM"] == "dumb" { return .ascii }
        let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? "C"
        let lower = locale.lowercased()
        return lower.contains("utf-8") || lower.contains("utf8") ? .boxDrawing : .ascii
    }
}
