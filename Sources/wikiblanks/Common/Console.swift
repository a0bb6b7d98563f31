import ArgumentParser
import BlanksSupport
import Foundation

/// Where commands print: results to standard output; errors, notes and progress to
/// standard error, through here only. Every line written here has its control
/// characters escaped, so text from data (titles, server messages) reaches the
/// terminal or log as one visible line.
enum Console {
    /// One problem: `wikiblanks: <line>`.
    static func error(_ line: String) {
        writeLine("wikiblanks: \(line)")
    }

    /// Anything else said on standard error: skipped items, summaries kept off standard output.
    static func note(_ line: String) {
        writeLine(line)
    }

    /// One problem in an input, named by where it is: `wikiblanks: FILE, line N: reason`.
    static func error(in source: String, line: Int, _ reason: String) {
        error("\(source), line \(line): \(reason)")
    }

    /// Prints one error line and gives the status to end the command with (throw it).
    static func fail(_ line: String, status: ExitStatus = .failure) -> ExitCode {
        error(line)
        return ExitCode(status)
    }

    static var standardErrorIsTerminal: Bool { isatty(2) == 1 }

    /// Progress: on a terminal one line redrawn in place, which the next error or note
    /// clears first; otherwise a plain log line each time.
    static func progress(_ line: String) {
        statusLine.withLock { drawn in
            if standardErrorIsTerminal {
                write("\r\u{1B}[K" + line.escapingControlCharacters)
                drawn = true
            } else {
                write(line.escapingControlCharacters + "\n")
            }
        }
    }

    /// Ends a drawn progress line, so what follows starts on a line of its own.
    static func endProgress() {
        statusLine.withLock { drawn in
            if drawn { write("\n") }
            drawn = false
        }
    }

    private static func writeLine(_ line: String) {
        statusLine.withLock { drawn in
            if drawn { write("\r\u{1B}[K") }
            drawn = false
            write(line.escapingControlCharacters + "\n")
        }
    }

    private static func write(_ text: String) {
        StandardStreams.writeError(text)
    }

    /// Whether a progress line is drawn on the terminal; writers on any thread take the lock.
    private static let statusLine = LockedFlag()
}

/// A Boolean behind a lock: Console's "a progress line is drawn".
private final class LockedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    func withLock(_ body: (inout Bool) -> Void) {
        lock.lock()
        defer { lock.unlock() }
        body(&value)
    }
}
