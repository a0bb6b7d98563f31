import Foundation

/// A new, empty folder for one test, inside the test process's own folder
/// under the system's temporary folder. Its name holds `label` (by default
/// the calling function's name), so a folder kept for a look is recognisable.
///
/// Most tests keep only the folder's URL, so nothing could remove the folder
/// when the test ends; the process's folder is removed as the process exits
/// instead, and a test run leaves nothing behind (`TemporaryDirectoryTests`).
/// `WIKIBLANKS_KEEP_TEST_FOLDERS=1` keeps them to look at after a failure.
public struct TemporaryDirectory: Sendable {
    public let url: URL

    public init(_ label: String = #function) throws {
        let name = String(label.filter { $0.isLetter || $0.isNumber || $0 == "-" }.prefix(80))
        url = try TestProcessFolder.url()
            .appendingPathComponent("wikiblanks-\(name)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    public func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    public func remove() { try? FileManager.default.removeItem(at: url) }
}

/// The one folder that holds every `TemporaryDirectory` of this process:
/// `wikiblanks-tests-<pid>` under the system's temporary folder, made at
/// the first use and removed when the process exits.
public enum TestProcessFolder {
    /// Where the folder is; it is made with the first `TemporaryDirectory`.
    public static let location = FileManager.default.temporaryDirectory
        .appendingPathComponent("wikiblanks-tests-\(getpid())", isDirectory: true)

    private static let made: Result<URL, any Error> = {
        do {
            try FileManager.default.createDirectory(at: location, withIntermediateDirectories: true)
        } catch {
            return .failure(error)
        }
        if ProcessInfo.processInfo.environment["WIKIBLANKS_KEEP_TEST_FOLDERS"] != "1" {
            atexit { try? FileManager.default.removeItem(at: TestProcessFolder.location) }
        }
        return .success(location)
    }()

    static func url() throws -> URL { try made.get() }
}
