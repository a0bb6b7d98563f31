import BlanksTestSupport
import Foundation
import GRDB

/// How the play tests run the binary: in the test's folder, with no colour
/// settings from outside, a fixed width, and a data directory inside that folder.
enum PlayBinary {
    static func environment(in directory: URL) -> [String: String?] {
        ["NO_COLOR": nil, "COLUMNS": "80", "XDG_DATA_HOME": directory.appendingPathComponent("data").path]
    }

    /// Runs the binary to the end with `input` as standard input.
    static func run(_ arguments: [String], input: String, in directory: URL) throws -> CommandResult {
        try CommandRunner.run(arguments, input: input, in: directory, environment: environment(in: directory))
    }

    /// Starts the binary with a pipe on standard input.
    static func start(_ arguments: [String], in directory: URL) throws -> RunningCommand {
        try CommandRunner.start(arguments, in: directory, environment: environment(in: directory))
    }
}

/// The progress database, read the way any other SQLite client would.
enum ProgressDatabase {
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
}
