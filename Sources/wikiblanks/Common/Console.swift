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

    /// Prints one error line and gives the status to end the command with (throw it).
    static func fail(_ line: String, status: ExitStatus = .failure) -> ExitCode {
        error(line)
        return ExitCode(status)
    }

    static var standardErrorIsTerminal: Bool { isatty(2) == 1 }
}
