import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksCorpus

@Suite struct RevisionFileBytesTests {
    @Test func readsTheWholeFile() throws {
        let directory = try TemporaryDirectory("file-bytes").url
        let url = directory.appendingPathComponent("a.json.gz")
        let bytes = Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 7) })
        try bytes.write(to: url)
        #expect(try RevisionFileBytes.read(path: url.path, revid: 1, sizeLimit: 300_000) == bytes)
        try Data().write(to: url)
        #expect(try RevisionFileBytes.read(path: url.path, revid: 1, sizeLimit: 10) == Data())
    }

    @Test func aMissingFileIsNamed() throws {
        let path = try TemporaryDirectory("file-bytes").url.appendingPathComponent("gone.json.gz").path
        #expect(throws: CorpusError.unreadableRevision(revid: 5, path: path, reason: "file is missing")) {
            try RevisionFileBytes.read(path: path, revid: 5, sizeLimit: 10)
        }
    }

    @Test func aFolderInPlaceOfTheFileIsRefused() throws {
        let path = try TemporaryDirectory("file-bytes").url.path
        #expect(
            throws: CorpusError.unreadableRevision(revid: 5, path: path, reason: "is a directory, not a regular file")
        ) {
            try RevisionFileBytes.read(path: path, revid: 5, sizeLimit: 10)
        }
    }

    /// A file over the limit is refused from its size, before any byte is read.
    @Test func aFileOverTheLimitIsRefusedUnread() throws {
        let url = try TemporaryDirectory("file-bytes").url.appendingPathComponent("big.json.gz")
        try Data(count: 11).write(to: url)
        #expect(
            throws: CorpusError.unreadableRevision(
                revid: 5, path: url.path,
                reason: "file of 11 bytes is larger than any revision record (10 bytes at most)")
        ) {
            try RevisionFileBytes.read(path: url.path, revid: 5, sizeLimit: 10)
        }
    }

    /// A FIFO with no writer would block a plain `open` for ever; it is
    /// refused as not a regular file (the time limit catches a hang).
    @Test(.timeLimit(.minutes(1))) func aFIFOIsRefusedWithoutBlocking() throws {
        let path = try TemporaryDirectory("file-bytes").url.appendingPathComponent("fifo.json.gz").path
        try #require(mkfifo(path, 0o600) == 0)
        #expect(throws: CorpusError.unreadableRevision(revid: 5, path: path, reason: "is a FIFO, not a regular file")) {
            try RevisionFileBytes.read(path: path, revid: 5, sizeLimit: 10)
        }
    }
}
