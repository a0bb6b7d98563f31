import BlanksTestSupport
import Foundation
import Testing

/// What commands say and accept, as README and the usage lines show it.
@Suite struct CommandWordingTests {
    @Test func tagReadsPlainTextAsItsUsageAllows() throws {
        let help = try CommandRunner.run(["text", "tag", "--help"])
        #expect(help.stdout.contains("USAGE: wikiblanks text tag [--jsonl] [--model <model>]"))
        let tagged = try CommandRunner.run(["text", "tag"], input: "The cat sat. It ran away.\n")
        #expect(tagged.status == 0, "\(tagged.stderr)")
        #expect(tagged.stdout == "The/DET cat/NOUN sat/VERB ./PUNCT\nIt/PRON ran/VERB away/ADV ./PUNCT\n")
    }

    @Test func importOfAMissingFileNamesItOnce() throws {
        let dump = try TemporaryDirectory("cli").url.appendingPathComponent("missing.xml").path
        let result = try CommandRunner.run(["import", dump, "--corpus", try TemporaryDirectory("cli").url.path])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("wikiblanks: \(dump): cannot open ("), "\(result.stderr)")
        #expect(result.stderr.components(separatedBy: dump).count == 2, "the path once: \(result.stderr)")
    }

    @Test func validateTellsAMissingFileFromOneItCannotRead() throws {
        let batch = try TemporaryDirectory("cli").url.appendingPathComponent("batch")
        try FileManager.default.createDirectory(at: batch, withIntermediateDirectories: true)
        let puzzles = batch.appendingPathComponent("puzzles.jsonl")
        let missing = try CommandRunner.run(["validate", batch.path])
        #expect(missing.status == 1)
        #expect(missing.stderr == "wikiblanks: \(puzzles.path): missing\n")

        try FileManager.default.createDirectory(at: puzzles, withIntermediateDirectories: true)
        let unreadable = try CommandRunner.run(["validate", batch.path])
        #expect(unreadable.status == 1)
        #expect(unreadable.stderr == "wikiblanks: \(puzzles.path): cannot read (is a directory, not a regular file)\n")
    }
}
