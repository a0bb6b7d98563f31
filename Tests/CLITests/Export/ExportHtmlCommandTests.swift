import BlanksTestSupport
import Foundation
import Testing

/// `export html` against the reference assembler, scripts/browser/assemble-player.py.
@Suite struct ExportHtmlCommandTests {
    static let assembler = repositoryRoot.appendingPathComponent("scripts/browser/assemble-player.py").path
    static let python = URL(fileURLWithPath: "/usr/bin/env")

    @Test func theFileIsByteIdenticalToTheReferenceAssemblersAndReproducible() throws {
        let folder = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: folder) }
        let batches = [
            try ExportCommandTests.batch(in: folder, count: 3),
            try ExportCommandTests.batch(in: folder.appendingPathComponent("more"), count: 2, level: 2)
        ]
        var outputs: [Data] = []
        for name in ["a.html", "b.html"] {
            let out = folder.appendingPathComponent(name).path
            let result = try CommandRunner.run(["export", "html"] + batches + ["--out", out], timeout: .seconds(300))
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.hasPrefix("\(out): web player, 5 puzzles from 2 batches, "), "\(result.stdout)")
            outputs.append(try Data(contentsOf: URL(fileURLWithPath: out)))
        }
        #expect(outputs[0] == outputs[1], "two exports differ")

        let reference = folder.appendingPathComponent("reference.html").path
        let assembled = try CommandRunner.run(
            ["python3", Self.assembler] + batches + ["--out", reference],
            timeout: .seconds(120), executable: Self.python)
        #expect(assembled.status == 0, "\(assembled.stderr)")
        #expect(
            outputs[0] == (try Data(contentsOf: URL(fileURLWithPath: reference))),
            "export html and assemble-player.py differ")
        let page = String(decoding: outputs[0], as: UTF8.self)
        #expect(!page.contains("/*WIKIBLANKS_"))
        #expect(page.contains(#"{"batches":[{"id":""#))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }

    /// A binary copied away from its resource bundle: one line, no trap, no file.
    @Test func aBinaryWithoutItsResourcesSaysSoInOneLine() throws {
        let folder = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: folder) }
        let batch = try ExportCommandTests.batch(in: folder, count: 1)
        let lonely = try CommandRunner.binaryWithoutResources(in: folder)
        let out = folder.appendingPathComponent("p.html")
        let result = try CommandRunner.run(
            ["export", "html", batch, "--out", out.path], timeout: .seconds(120),
            executable: lonely)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(result.stderr.contains("missing from the installed resources"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    /// A trace batch, made with no corpus, becomes a player of the memory
    /// game; the reference assembler makes the same bytes.
    @Test func aTraceBatchIsExportedAsTheAssemblerMakesIt() throws {
        let folder = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: folder) }
        let made = try CommandRunner.run(
            [
                "generate", "--kind", "trace", "--seed", "web", "--count", "2", "--level", "3",
                "--out", folder.path, "--print-path"
            ], timeout: .seconds(120))
        #expect(made.status == 0, "\(made.stderr)")
        let batch = made.stdout.split(separator: "\n").last.map(String.init) ?? ""
        let out = folder.appendingPathComponent("memory.html").path
        let result = try CommandRunner.run(["export", "html", batch, "--out", out], timeout: .seconds(120))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("\(out): web player, 2 puzzles from 1 batch, "), "\(result.stdout)")
        let reference = folder.appendingPathComponent("reference.html").path
        let assembled = try CommandRunner.run(
            ["python3", Self.assembler, batch, "--out", reference],
            timeout: .seconds(120), executable: Self.python)
        #expect(assembled.status == 0, "\(assembled.stderr)")
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: out)) == (try Data(contentsOf: URL(fileURLWithPath: reference))))
    }

    /// A damaged line is refused by every format; a line that is no trace
    /// puzzle the game can read is refused by name: by the web player, which
    /// plays trace puzzles, for what it lacks, and by the others for its kind.
    @Test func aDamagedOrTraceBatchIsOneLineAndLeavesNoFile() throws {
        let folder = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: folder) }
        let batch = try ExportCommandTests.batch(in: folder, count: 2)
        let puzzles = URL(fileURLWithPath: batch).appendingPathComponent("puzzles.jsonl")
        let good = try String(contentsOf: puzzles, encoding: .utf8).split(separator: "\n").map(String.init)
        let out = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let trace = #"{"id":"t","kind":"trace","level":1,"schema":1,"seed":"demo"}"#
        let damaged: [(String, String, [String])] = [
            ("{\"schema\": 1", "puzzles.jsonl, line 2: not a puzzle", ["html", "qti", "print"]),
            (
                trace,
                #"puzzles.jsonl, line 2: a "trace" puzzle; this format takes fill-in-the-blank batches only (export html plays trace batches)"#,
                ["qti", "print"]
            ),
            (trace, #"puzzles.jsonl, line 2: not a trace puzzle (missing field "position")"#, ["html"])
        ]
        for (line, message, formats) in damaged {
            try ([good[0], line].joined(separator: "\n") + "\n").write(to: puzzles, atomically: true, encoding: .utf8)
            for format in formats {
                let result = try CommandRunner.run(
                    ["export", format, batch, "--out", out.appendingPathComponent("p.\(format)").path],
                    timeout: .seconds(120))
                #expect(result.status == 1)
                let errorLines = result.stderr.split(separator: "\n").filter { $0.hasPrefix("wikiblanks:") }
                #expect(errorLines.count == 1, "\(result.stderr)")
                #expect(
                    result.stderr.contains("\(puzzles.path), line") && result.stderr.contains(message),
                    "\(result.stderr)")
                #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).isEmpty)
            }
        }
    }
}
