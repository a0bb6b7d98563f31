import ArgumentParser
import Foundation

/// Prints a command's one-line error to standard error and gives the exit code to throw.
enum PlayFailure {
    static func exit(_ error: any Error) -> ExitCode {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        return ExitCode(.failure)
    }
}
