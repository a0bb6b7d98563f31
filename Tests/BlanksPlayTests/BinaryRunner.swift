import Foundation
import GRDB

/// Runs the built `wikiblanks` executable for the integration tests.
enum BinaryRunner {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `.build/debug/wikiblanks` of this package (`swift build --build-tests` builds it).
    static let binary = packageRoot.appendingPathComponent(".build/debug/wikiblanks")

    static var binaryExists: Bool { FileManager.default.isExecutableFile(atPath: binary.path) }

    struct Result {
        var status: Int32
        var out: String
        var err: String
        /// The standard error lines, without the empty one after the last newline.
        var errLines: [String] { err.split(separator: "\n").map(String.init) }
    }

    /// The environment the binary runs in: no colour settings from outside,
    /// a fixed width, and a data directory inside the test's own folder.
    static func environment(dataHome: URL) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = nil
        environment["COLUMNS"] = "80"
        environment["XDG_DATA_HOME"] = dataHome.path
        return environment
    }

    /// Starts the binary with a pipe on standard input and files for its output.
    static func start(_ arguments: [String], in directory: URL) throws -> Running {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = environment(dataHome: directory.appendingPathComponent("data"))
        let input = Pipe()
        let outURL = directory.appendingPathComponent("stdout-\(UUID().uuidString).txt")
        let errURL = directory.appendingPathComponent("stderr-\(UUID().uuidString).txt")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        process.standardInput = input
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        try process.run()
        return Running(process: process, input: input.fileHandleForWriting, outURL: outURL, errURL: errURL)
    }

    /// Runs the binary to the end with `input` as standard input.
    static func run(_ arguments: [String], input: String, in directory: URL) throws -> Result {
        let running = try start(arguments, in: directory)
        running.send(input)
        return running.finish()
    }

    final class Running {
        let process: Process
        private let input: FileHandle
        private let outURL: URL
        private let errURL: URL

        init(process: Process, input: FileHandle, outURL: URL, errURL: URL) {
            self.process = process
            self.input = input
            self.outURL = outURL
            self.errURL = errURL
        }

        func send(_ text: String) {
            try? input.write(contentsOf: Data(text.utf8))
        }

        /// Closes standard input, waits for the exit and collects the output.
        func finish() -> Result {
            try? input.close()
            process.waitUntilExit()
            return result
        }

        func signal(_ signal: Int32) -> Result {
            kill(process.processIdentifier, signal)
            process.waitUntilExit()
            try? input.close()
            return result
        }

        private var result: Result {
            Result(status: process.terminationStatus,
                   out: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
                   err: (try? String(contentsOf: errURL, encoding: .utf8)) ?? "")
        }
    }

    /// Reads the progress database the way any other SQLite client would.
    static func query<T>(_ path: String, _ body: (Database) throws -> T) throws -> T {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(10)
        return try DatabaseQueue(path: path, configuration: configuration).read(body)
    }

    /// The first value `sql` selects from the database at `path`.
    static func fetch<T: DatabaseValueConvertible>(_ path: String, _ sql: String) throws -> T? {
        try query(path) { try T.fetchOne($0, sql: sql) }
    }

    /// Every value `sql` selects from the database at `path`.
    static func fetchAll<T: DatabaseValueConvertible>(_ path: String, _ sql: String) throws -> [T] {
        try query(path) { try T.fetchAll($0, sql: sql) }
    }

    /// Waits until `condition` holds, checking every 50 ms for up to `seconds`.
    static func waitUntil(seconds: Double = 60, _ condition: () throws -> Bool) rethrows -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if try condition() { return true }
            usleep(50_000)
        }
        return try condition()
    }
}
