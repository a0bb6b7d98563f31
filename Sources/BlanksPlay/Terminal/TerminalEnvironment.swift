#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the game may assume about where it prints: colour, width, and
/// whether a person is typing (then it shows a prompt).
struct TerminalEnvironment: Hashable, Sendable {
    var colour: Bool
    var width: Int
    var interactive: Bool

    init(colour: Bool, width: Int, interactive: Bool) {
        self.colour = colour
        self.width = width
        self.interactive = interactive
    }

    static let defaultWidth = 80

    /// Reads the real standard input and output and the process environment.
    static func current(environment: [String: String]) -> TerminalEnvironment {
        let outputIsTerminal = isatty(STDOUT_FILENO) == 1
        return decide(
            outputIsTerminal: outputIsTerminal, inputIsTerminal: isatty(STDIN_FILENO) == 1,
            windowColumns: outputIsTerminal ? windowColumns() : nil, environment: environment)
    }

    /// Colour only on a terminal, never with `NO_COLOR` set (non-empty) or
    /// `TERM=dumb`. Width from the terminal window, else `COLUMNS`, else 80.
    static func decide(
        outputIsTerminal: Bool, inputIsTerminal: Bool, windowColumns: Int?,
        environment: [String: String]
    ) -> TerminalEnvironment {
        let noColour = !(environment["NO_COLOR"] ?? "").isEmpty || environment["TERM"] == "dumb"
        let columns = environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
        let width = windowColumns.flatMap { $0 > 0 ? $0 : nil } ?? columns ?? defaultWidth
        return TerminalEnvironment(
            colour: outputIsTerminal && !noColour, width: max(width, 20),
            interactive: inputIsTerminal)
    }

    private static func windowColumns() -> Int? {
        var size = winsize()
        #if canImport(Glibc)
            let request = UInt(TIOCGWINSZ)
        #else
            let request = TIOCGWINSZ
        #endif
        guard ioctl(STDOUT_FILENO, request, &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
