import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksPuzzle

/// A file that is absent and one that is there but cannot be read are told apart.
@Suite struct BatchReaderFileTests {
    @Test func anAbsentFileIsMissingAndADirectoryIsUnreadable() throws {
        let folder = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: folder) }
        let absent = folder.appendingPathComponent("absent.jsonl")
        #expect(throws: BatchError.missingFile(path: absent.path)) { try BatchReader.contents(of: absent) }
        let directory = folder.appendingPathComponent("puzzles.jsonl")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        #expect(throws: BatchError.unreadableFile(path: directory.path, reason: "is a directory, not a regular file")) {
            try BatchReader.contents(of: directory)
        }
        #expect(
            BatchError.unreadableFile(path: "p", reason: "is a directory").description
                == "p: cannot read (is a directory)")
    }
}
