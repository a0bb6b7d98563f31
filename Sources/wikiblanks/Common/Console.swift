import ArgumentParser
import Foundation

/// Where commands print: results to standard output, problems to standard error.
enum Console {
    static func error(_ line: String) {
        FileHandle.standardError.write(Data("wikiblanks: \(line)\n".utf8))
    }

    static func note(_ line: String) {
        FileHandle.standardError.write(Data("\(line)\n".utf8))
    }

    /// Prints one error line and ends the command with a non-zero status.
    static func fail(_ line: String, code: Int32 = 1) -> ExitCode {
        error(line)
        return ExitCode(code)
    }

    static var standardErrorIsTerminal: Bool { isatty(2) == 1 }
}
