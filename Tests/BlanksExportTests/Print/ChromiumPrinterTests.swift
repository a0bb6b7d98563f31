import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksExport

@Suite struct ChromiumPrinterTests {
    /// A stand-in for Chromium: a shell script with the given body.
    static func fakeChromium(_ body: String, in folder: URL) throws -> URL {
        let url = folder.appendingPathComponent("chromium")
        try ("#!/bin/sh\n" + body + "\n").write(to: url, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        return url
    }

    @Test func findsChromiumOnPathOrSaysWhatItLookedFor() throws {
        let folder = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: ExportError.self) { try ChromiumPrinter.installed(environment: ["PATH": folder.path]) }
        do {
            _ = try ChromiumPrinter.installed(environment: ["PATH": folder.path])
        } catch {
            #expect("\(error)".contains("none of chromium, chromium-browser, google-chrome"), "\(error)")
            #expect("\(error)".contains("nothing was written"))
        }
        let fake = try Self.fakeChromium("exit 0", in: folder)
        #expect(try ChromiumPrinter.installed(environment: ["PATH": "/nonexistent:" + folder.path]).executable == fake)
        #expect(
            throws: ExportError.noPDFPrinter(
                reason: "WIKIBLANKS_CHROMIUM=/nonexistent/chrome is not an executable file")
        ) {
            try ChromiumPrinter.installed(environment: [
                "WIKIBLANKS_CHROMIUM": "/nonexistent/chrome", "PATH": folder.path
            ])
        }
    }

    /// A Chromium that fails, writes no PDF, or hangs past the deadline: an
    /// error naming it, and no output file.
    @Test func aFailingOrHangingChromiumLeavesNoFile() throws {
        let folder = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: folder) }
        let html = folder.appendingPathComponent("w.html")
        try Data("<p>x</p>".utf8).write(to: html)
        let out = folder.appendingPathComponent("out").appendingPathComponent("w.pdf")
        let cases: [(String, String)] = [
            ("echo 'cannot open display' >&2; exit 3", "exited with status 3 and no PDF (cannot open display)"),
            ("exit 0", "exited with status 0 and no PDF"),
            (
                "for a in \"$@\"; do case $a in --print-to-pdf=*) echo 'not a pdf' > \"${a#--print-to-pdf=}\";; esac; done",
                "no PDF"
            ),
            ("exec sleep 30", "did not finish within")
        ]
        for (body, message) in cases {
            let printer = ChromiumPrinter(executable: try Self.fakeChromium(body, in: folder), deadline: .seconds(1))
            do {
                _ = try printer.printPDF(html: html, to: out)
                Issue.record("\(body): printed")
            } catch {
                #expect("\(error)".contains(message), "\(error)")
            }
            #expect(!FileManager.default.fileExists(atPath: out.path))
        }
    }

    /// What the printer gets: the page as a file URL, its own profile, no
    /// header or footer; what it writes is kept with its dates fixed.
    @Test func printsThePageAndFixesItsDates() throws {
        let folder = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: folder) }
        let html = folder.appendingPathComponent("w.html")
        try Data("<p>x</p>".utf8).write(to: html)
        let record = folder.appendingPathComponent("args")
        let body = """
            printf '%s\\n' "$@" > '\(record.path)'
            for a in "$@"; do case $a in --print-to-pdf=*) printf '%s' "%PDF-1.4 /CreationDate (D:20261126101500+00'00') /ModDate (D:20261126101500+00'00')" > "${a#--print-to-pdf=}";; esac; done
            """
        let printer = ChromiumPrinter(executable: try Self.fakeChromium(body, in: folder))
        let out = folder.appendingPathComponent("w.pdf")
        let size = try printer.printPDF(html: html, to: out)
        let pdf = try String(contentsOf: out, encoding: .utf8)
        #expect(pdf == "%PDF-1.4 /CreationDate (D:19800101000000+00'00') /ModDate (D:19800101000000+00'00')")
        #expect(size == pdf.utf8.count)
        let arguments = try String(contentsOf: record, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(arguments.last == html.absoluteURL.absoluteString)
        #expect(arguments.contains("--headless") && arguments.contains("--no-pdf-header-footer"))
        #expect(arguments.contains { $0.hasPrefix("--user-data-dir=") })
    }

    /// Dates of another length keep the file's length (byte offsets in the
    /// PDF's cross-reference table stay right).
    @Test func fixingDatesKeepsEveryOffset() {
        let short = Data("a /CreationDate (D:2026) b /ModDate (D:20261126101500Z) c".utf8)
        let fixed = ChromiumPrinter.fixingDates(short)
        #expect(fixed.count == short.count)
        #expect(String(decoding: fixed, as: UTF8.self) == "a /CreationDate (D:1980) b /ModDate (D:19800101000000+) c")
        let untouched = Data("%PDF-1.4 no dates".utf8)
        #expect(ChromiumPrinter.fixingDates(untouched) == untouched)
    }
}
