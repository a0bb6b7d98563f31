import BlanksTestSupport
import Foundation
import Testing

@Suite struct ExportQtiCommandTests {
    /// Both interaction types of a real batch, twice each: the same bytes,
    /// a zip holding the manifest, the test and an item per puzzle.
    @Test func bothTypesAreByteReproducible() throws {
        let folder = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: folder) }
        let batch = try ExportCommandTests.batch(in: folder, count: 4)
        for type in ["inline-choice", "text-entry"] {
            var outputs: [Data] = []
            for name in ["a", "b"] {
                let out = folder.appendingPathComponent("\(type)-\(name).zip").path
                let result = try CommandRunner.run(
                    ["export", "qti", batch, "--qti-type", type, "--out", out],
                    timeout: .seconds(300))
                #expect(result.status == 0, "\(result.stderr)")
                #expect(result.stdout.contains("QTI package (\(type)), 4 puzzles from 1 batch"), "\(result.stdout)")
                outputs.append(try Data(contentsOf: URL(fileURLWithPath: out)))
            }
            #expect(outputs[0] == outputs[1], "\(type): two exports differ")
            let text = String(decoding: outputs[0], as: UTF8.self)
            #expect(text.hasPrefix("PK"))
            #expect(text.contains("imsmanifest.xml") && text.contains("tests/wikiblanks-test-"))
            #expect(
                text.components(separatedBy: "items/wikiblanks-item-").count - 1 == 4 * 2,
                "each item named in its local header and the central directory")
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test func anUnknownTypeIsAUsageError() throws {
        let folder = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: folder) }
        let usage = try CommandRunner.run(["export", "qti", folder.path, "--out", "x.zip", "--qti-type", "essay"])
        #expect(usage.status == 64)
        #expect(!FileManager.default.fileExists(atPath: "x.zip"))
    }
}
