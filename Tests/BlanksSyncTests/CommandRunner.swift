import BlanksTestSupport
import Foundation

/// Runs the built `wikiblanks` binary as a user would, for the command tests.
struct CommandRunner {
    struct Result {
        var status: Int32
        var output: String
        var errors: String
    }

    /// The debug binary next to the test bundle (`swift build --build-tests` builds both).
    static let binary: URL? = {
        let candidates = [
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("wikiblanks"),
            Bundle.main.bundleURL.appendingPathComponent("wikiblanks"),
            TestSupport.repositoryRoot.appendingPathComponent(".build/debug/wikiblanks"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// The environment for the command: this process's, without a contact.
    static func environment() -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "WIKIBLANKS_CONTACT")
        return environment
    }

    /// Starts the command; the caller waits for it.
    static func start(_ arguments: [String], errors: URL) throws -> Process {
        guard let binary else { throw RunnerError.noBinary }
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.environment = environment()
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        process.standardError = try FileHandle(forWritingTo: errors)
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Runs the command to its end.
    static func run(_ arguments: [String]) throws -> Result {
        guard let binary else { throw RunnerError.noBinary }
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.environment = environment()
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: outData, as: UTF8.self),
                      errors: String(decoding: errData, as: UTF8.self))
    }

    enum RunnerError: Error, CustomStringConvertible {
        case noBinary
        var description: String { "the wikiblanks binary is not built; run `swift build --build-tests`" }
    }
}
