import BlanksTestSupport
import Foundation

/// Paths and scratch directories shared by the corpus tests.
enum TestSupport {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let sampleDump = repositoryRoot.appendingPathComponent("Data/enwiki-sample-2016.xml.gz")

    /// A fresh empty directory, removed when the test process ends.
    static func scratchDirectory(_ name: String = #function) throws -> URL {
        let safe = name.filter { $0.isLetter || $0.isNumber }
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("wikiblanks-tests-\(getpid())-\(safe)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes `text` to a file in a scratch directory and returns its URL.
    static func file(_ text: String, name: String = "input.xml", in directory: URL) throws -> URL {
        let url = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }
}
