#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the trace game may assume about the terminal: the blanks game's
/// colour and typing decisions, which characters draw the grid, and whether
/// the screen can be cleared to hide the numbers.
struct TraceTerminal: Hashable, Sendable {
    var base: TerminalEnvironment
    var glyphs: TraceGlyphs
    /// Output is a terminal that understands the clear-screen sequence.
    var clearsScreen: Bool

    static let clearScreen = "\u{1B}[H\u{1B}[2J"

    static func current(environment: [String: String]) -> TraceTerminal {
        TraceTerminal(
            base: .current(environment: environment), glyphs: .decide(environment: environment),
            clearsScreen: isatty(STDOUT_FILENO) == 1 && environment["TERM"] != "dumb")
    }
}
