import BlanksTestSupport
import Foundation
import Testing

@Suite struct ExportPrintCommandTests {
    /// The worksheet of a real batch, twice: the same bytes, every puzzle
    /// and the key in it.
    @Test func theWorksheetIsByteReproducible() throws {
        let folder = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: folder) }
        let batch = try ExportCommandTests.batch(in: folder, count: 3)
        var outputs: [Data] = []
        for name in ["a", "b"] {
            let out = folder.appendingPathComponent("\(name).html").path
            let result = try CommandRunner.run(
                ["export", "print", batch, "--out", out, "--paper", "letter", "--packed"],
                timeout: .seconds(300))
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("worksheet (letter, packed), 3 puzzles from 1 batch"), "\(result.stdout)")
            outputs.append(try Data(contentsOf: URL(fileURLWithPath: out)))
        }
        #expect(outputs[0] == outputs[1])
        let html = String(decoding: outputs[0], as: UTF8.self)
        #expect(html.components(separatedBy: "<section class=\"sheet\">").count - 1 == 3)
        #expect(html.contains("<h1>Answer key</h1>"))
    }

    /// `--pdf` without a Chromium: one line saying so, and neither file written.
    @Test func aPDFWithoutChromiumIsRefusedBeforeAnythingIsWritten() throws {
        let folder = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: folder) }
        let batch = try ExportCommandTests.batch(in: folder, count: 1)
        let out = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let result = try CommandRunner.run(
            [
                "export", "print", batch, "--out", out.appendingPathComponent("w.html").path,
                "--pdf", out.appendingPathComponent("w.pdf").path
            ],
            environment: ["PATH": out.path, "WIKIBLANKS_CHROMIUM": nil],
            timeout: .seconds(120))
        #expect(result.status == 1)
        #expect(
            result.stderr.split(separator: "\n").filter { $0.hasPrefix("wikiblanks:") }.count == 1, "\(result.stderr)")
        #expect(result.stderr.contains("a PDF needs headless Chromium, and there is none"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).isEmpty)
    }

    /// The PDF goes to the path given, printed by the Chromium named in
    /// WIKIBLANKS_CHROMIUM (here a stand-in that writes a minimal PDF).
    @Test func thePDFIsPrintedByTheChromiumGiven() throws {
        let folder = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: folder) }
        let batch = try ExportCommandTests.batch(in: folder, count: 1)
        let fake = folder.appendingPathComponent("fake-chromium")
        try """
        #!/bin/sh
        for a in "$@"; do case $a in --print-to-pdf=*) printf '%%PDF-1.4 stand-in' > "${a#--print-to-pdf=}";; esac; done
        """.write(to: fake, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
        let pdf = folder.appendingPathComponent("w.pdf")
        let result = try CommandRunner.run(
            [
                "export", "print", batch, "--out", folder.appendingPathComponent("w.html").path,
                "--pdf", pdf.path
            ],
            environment: ["WIKIBLANKS_CHROMIUM": fake.path], timeout: .seconds(120))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.contains("\(pdf.path): worksheet PDF printed by \(fake.path), 17 bytes"), "\(result.stdout)")
        #expect(try String(contentsOf: pdf, encoding: .utf8) == "%PDF-1.4 stand-in")
    }

    @Test func anUnknownPaperIsAUsageError() throws {
        let folder = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: folder) }
        let usage = try CommandRunner.run([
            "export", "print", folder.path, "--out", folder.appendingPathComponent("w.html").path,
            "--paper", "a5"
        ])
        #expect(usage.status == 64)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
