import Foundation
import Testing

@testable import BlanksCorpus

/// Numbers in `manifest.jsonl` are read from a file: nonsense is refused with
/// the file and line, and sums never overflow.
@Suite struct HostileManifestNumberTests {
    static func line(revid: Int, pageid: Int = 1, bytes: Int = 10) -> String {
        #"{"bytes":\#(bytes),"latest":true,"ns":0,"pageid":\#(pageid),"revid":\#(revid),"sha1":"x","timestamp":"2016-01-01T00:00:00Z","title":"T"}"#
    }

    @Test func nonPositiveIdsAndNegativeBytesAreRefusedWithFileAndLine() {
        for bad in [
            Self.line(revid: 0), Self.line(revid: -1), Self.line(revid: Int.min), Self.line(revid: 3, pageid: 0),
            Self.line(revid: 3, pageid: Int.min), Self.line(revid: 3, bytes: -1), Self.line(revid: 3, bytes: Int.min)
        ] {
            let data = Data((Self.line(revid: 1) + "\n" + bad + "\n").utf8)
            #expect(throws: CorpusError.self) { try Manifest.decode(data, path: "/c/manifest.jsonl") }
            do {
                _ = try Manifest.decode(data, path: "/c/manifest.jsonl")
            } catch let error as CorpusError {
                guard case .malformedManifest(let path, let line, _) = error else {
                    Issue.record("\(error)")
                    continue
                }
                #expect(path == "/c/manifest.jsonl" && line == 2)
                #expect(!error.description.contains("\n"))
            } catch { Issue.record("\(error)") }
        }
        #expect((try? Manifest.decode(Data((Self.line(revid: 1) + "\n").utf8), path: "m")) != nil)
    }

    @Test func hugeBytesSaturateTheStatistics() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wikiblanks-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let lines = [
            Self.line(revid: 1, bytes: Int.max), Self.line(revid: 2, bytes: Int.max), Self.line(revid: 3, bytes: 5)
        ]
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(
            to: directory.appendingPathComponent("manifest.jsonl"))
        let stats = try CorpusStatistics(store: RevisionStore(directory: directory))
        #expect(stats.revisions == 3)
        #expect(stats.contentBytes == Int.max)
        #expect(stats.compressedBytes == 0)
    }

    @Test func aRevisionWithAPageIDTheReaderRefusesIsNotWritten() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wikiblanks-hostile-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = RevisionStore(directory: directory)
        let lock = try store.openForWriting()
        var manifest = Manifest()
        let content = "Text."
        let revision = Revision(
            site: "en.wikipedia.org", pageid: 0, ns: 0, title: "T", revid: 7, parentid: 0,
            timestamp: "2016-01-01T00:00:00Z", sha1: ContentHash.sha1Hex(of: content),
            contentmodel: "wikitext", content: content)
        #expect(throws: CorpusError.invalidRevision(revid: 7, reason: "page id 0 must be positive")) {
            try store.add([revision], to: &manifest, lock: lock)
        }
    }
}
