import BlanksTestSupport
import Foundation
import Testing

/// `import` on hostile dumps, as the nightly job runs it: one error line or a
/// report, bounded memory (checked under an address-space limit), and a
/// corpus that `corpus verify` accepts afterwards.
@Suite(.enabled(if: CommandRunner.binaryExists, Comment(rawValue: CommandRunner.binaryMissing)))
struct HostileDumpCommandTests {
    static let head =
        #"<mediawiki xmlns="http://www.mediawiki.org/xml/export-0.11/" version="0.11" xml:lang="en">"#
        + "\n<siteinfo><base>https://en.wikipedia.org/wiki/Main_Page</base></siteinfo>\n"

    static func page(id: Int, title: String, revid: Int, text: String) -> String {
        "<page><title>\(title)</title><ns>0</ns><id>\(id)</id><revision><id>\(revid)</id>"
            + "<timestamp>2016-01-01T00:00:00Z</timestamp><model>wikitext</model>"
            + "<text xml:space=\"preserve\">\(text)</text></revision></page>\n"
    }

    /// `text` as one gzip member, compressed by the gzip tool.
    static func gzipMember(_ text: Data, in directory: URL) throws -> Data {
        let plain = directory.appendingPathComponent("member")
        try text.write(to: plain)
        let result = try CommandRunner.run(
            ["-c", "gzip -c -9 '\(plain.path)' > '\(plain.path).gz'"],
            executable: URL(fileURLWithPath: "/bin/sh"))
        #expect(result.status == 0, "\(result.stderr)")
        return try Data(contentsOf: URL(fileURLWithPath: plain.path + ".gz"))
    }

    /// A gzip dump of `head`, then `repeats` MiB of the letter a, then `tail`:
    /// concatenated members (`zcat` reads them as one stream), so a 1 GiB
    /// body takes a megabyte on disk and a moment to make.
    static func gzipDump(head: String, repeats: Int, tail: String, in directory: URL) throws -> URL {
        var dump = try gzipMember(Data(head.utf8), in: directory)
        let mebibyte = try gzipMember(Data(repeating: UInt8(ascii: "a"), count: 1 << 20), in: directory)
        for _ in 0..<repeats { dump.append(mebibyte) }
        dump.append(try gzipMember(Data(tail.utf8), in: directory))
        let url = directory.appendingPathComponent("hostile.xml.gz")
        try dump.write(to: url)
        return url
    }

    /// Runs `wikiblanks ARGS` with its address space limited to `bytes`.
    static func runLimited(_ arguments: [String], addressSpace bytes: Int) throws -> CommandResult {
        try CommandRunner.run(
            ["--as=\(bytes)", "--", CommandRunner.binary.path] + arguments,
            timeout: .seconds(240), executable: URL(fileURLWithPath: "/usr/bin/prlimit"))
    }

    /// Imports a gzip dump of one good page, then `opening`, 1 GiB of the letter a
    /// and `closing`, under a 2 GiB address-space limit.
    static func importGibibyte(after opening: String, before closing: String, in directory: URL) throws
        -> (dump: URL, corpus: String, result: CommandResult)
    {
        let dump = try gzipDump(
            head: head + page(id: 1, title: "Before", revid: 11, text: "Fine text.") + opening,
            repeats: 1024, tail: closing + "</revision></page>\n</mediawiki>\n", in: directory)
        let corpus = directory.appendingPathComponent("Corpus").path
        return (dump, corpus, try runLimited(["import", dump.path, "--corpus", corpus], addressSpace: 2 << 30))
    }

    @Test func aGibibyteAttributeInAMegabyteGzipDumpEndsWithOneLineUnderATwoGigabyteLimit() throws {
        let directory = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: directory) }
        let (dump, corpus, result) = try Self.importGibibyte(
            after: "<page><title>Bomb</title><ns>0</ns><id>2</id><revision x=\"",
            before: "\"><id>12</id><text>x</text>",
            in: directory)
        #expect(result.status == 1, "\(result)")
        #expect(result.signal == nil)
        #expect(result.stderrLines.count == 1, "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "\(dump.path): tag (attributes included) at line 4 is longer than the limit of 65536 bytes"))
        #expect(result.stderr.contains(#"(in page 2 "Bomb")"#))
        #expect(try CommandRunner.run(["corpus", "verify", "--corpus", corpus]).status == 0)
    }

    @Test func aDecompressionBombIsRefusedOnceItPassesTheRatio() throws {
        let directory = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: directory) }
        let (_, _, result) = try Self.importGibibyte(
            after: "<page><title>Huge</title><ns>0</ns><id>2</id><revision><id>12</id><text>", before: "</text>",
            in: directory)
        #expect(result.status == 1, "\(result)")
        #expect(result.stderrLines.count == 1, "\(result.stderr)")
        #expect(result.stderr.contains("a decompression bomb"))
        #expect(result.stderr.contains(#"(in page 2 "Huge")"#))
    }

    @Test func aRevisionOfControlCharactersIsRefusedAndTheOthersImportedAndVerified() throws {
        let directory = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: directory) }
        // 12 MiB of U+0001: 72 MiB as JSON, past the 64 MiB a revision file may hold when read.
        let controls = String(repeating: "\u{01}", count: 12 << 20)
        let xml =
            Self.head + Self.page(id: 1, title: "Before", revid: 11, text: "Fine text.")
            + Self.page(id: 2, title: "Controls", revid: 12, text: controls)
            + Self.page(id: 3, title: "After", revid: 13, text: "Also fine.") + "</mediawiki>\n"
        let dump = directory.appendingPathComponent("controls.xml")
        try Data(xml.utf8).write(to: dump)
        let corpus = directory.appendingPathComponent("Corpus").path
        let result = try Self.runLimited(["import", dump.path, "--corpus", corpus], addressSpace: 2 << 30)
        #expect(result.status == 1, "\(result)")
        #expect(result.stdout.contains("2 revisions added"), "\(result.stdout)")
        #expect(result.stderrLines.count == 1, "\(result.stderr)")
        #expect(
            result.stderr.contains(#"\#(dump.path): page 2 "Controls": revision 12: too large to store"#),
            "\(result.stderr)")
        let verify = try CommandRunner.run(["corpus", "verify", "--corpus", corpus])
        #expect(verify.status == 0, "\(verify.stderr)")
        #expect(try CommandRunner.run(["corpus", "list", "--corpus", corpus]).stdout.split(separator: "\n").count == 2)
    }
}
