import BlanksTestSupport
import Foundation
import Testing

/// A test's scratch folder lies inside its process's own folder, which the
/// process removes as it exits: a run of the suite leaves nothing behind.
@Suite struct TemporaryDirectoryTests {
    @Test func eachFolderIsNewEmptyAndInsideTheProcessFolder() throws {
        let first = try TemporaryDirectory("first")
        let second = try TemporaryDirectory("first")
        defer {
            first.remove()
            second.remove()
        }
        #expect(first.url != second.url)
        for folder in [first, second] {
            #expect(
                folder.url.deletingLastPathComponent().standardizedFileURL
                    == TestProcessFolder.location.standardizedFileURL)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
        }
        #expect(TestProcessFolder.location.lastPathComponent == "wikiblanks-tests-\(getpid())")
    }

    @Test func removeTakesTheFolderAndWhatItHolds() throws {
        let folder = try TemporaryDirectory()
        try Data("x".utf8).write(to: URL(fileURLWithPath: folder.path("file")))
        folder.remove()
        #expect(!FileManager.default.fileExists(atPath: folder.url.path))
        #expect(FileManager.default.fileExists(atPath: TestProcessFolder.location.path))
    }
}
