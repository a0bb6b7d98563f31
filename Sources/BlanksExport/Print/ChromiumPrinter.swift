import BlanksCorpus
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Prints an HTML file to PDF with headless Chromium's print-to-PDF: the
/// browser that lays out the page for the screen lays it out for paper, with
/// the page's own `@page` size and margins and no header or footer.
///
/// Chromium writes the PDF into a private temporary folder; its two time
/// stamps (`/CreationDate`, `/ModDate`, the clock at printing) are then set to
/// a fixed date of the same length, so the same worksheet printed by the same
/// Chromium gives the same bytes, and the file is written atomically. A
/// Chromium that does not finish within `deadline` is stopped.
package struct ChromiumPrinter: Sendable {
    package var executable: URL
    package var deadline: Duration

    /// Names looked up on PATH, in order, when `WIKIBLANKS_CHROMIUM` is not set.
    package static let names = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]

    package init(executable: URL, deadline: Duration = .seconds(300)) {
        self.executable = executable
        self.deadline = deadline
    }

    /// The Chromium to use: `WIKIBLANKS_CHROMIUM` when set, else the first of
    /// `names` on PATH; refused (saying what was looked for) when none runs.
    package static func installed(environment: [String: String] = ProcessInfo.processInfo.environment)
        throws(ExportError) -> ChromiumPrinter
    {
        if let path = environment["WIKIBLANKS_CHROMIUM"], !path.isEmpty {
            guard FileManager.default.isExecutableFile(atPath: path) else {
                throw .noPDFPrinter(reason: "WIKIBLANKS_CHROMIUM=\(path) is not an executable file")
            }
            return ChromiumPrinter(executable: URL(fileURLWithPath: path))
        }
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        for name in names {
            for folder in folders where !folder.isEmpty {
                let path = folder + "/" + name
                if FileManager.default.isExecutableFile(atPath: path) {
                    return ChromiumPrinter(executable: URL(fileURLWithPath: path))
                }
            }
        }
        throw .noPDFPrinter(
            reason: "none of \(names.joined(separator: ", ")) is on PATH and WIKIBLANKS_CHROMIUM is not set")
    }

    /// Prints `html` to `destination`; returns the PDF's size in bytes.
    package func printPDF(html: URL, to destination: URL) throws(ExportError) -> Int {
        let work = FileManager.default.temporaryDirectory
            .appendingPathComponent("wikiblanks-print-\(getpid())-\(UInt64.random(in: 0...UInt64.max))")
        defer { try? FileManager.default.removeItem(at: work) }
        let output = work.appendingPathComponent("out.pdf")
        let log = work.appendingPathComponent("chromium.log")
        do {
            try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
            try Data().write(to: log)
        } catch {
            throw .cannotWrite(path: work.path, reason: "\(error)")
        }
        var arguments = [
            "--headless", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
            "--disable-extensions", "--no-pdf-header-footer", "--print-to-pdf-no-header",
            "--user-data-dir=\(work.appendingPathComponent("profile").path)",
            "--print-to-pdf=\(output.path)", html.absoluteURL.absoluteString
        ]
        // Chromium refuses to run as root inside its sandbox; the page it prints is our own, script-free.
        if geteuid() == 0 { arguments.insert("--no-sandbox", at: 0) }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        let logHandle = try? FileHandle(forWritingTo: log)
        process.standardError = logHandle ?? FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw .pdfFailed(reason: "\(executable.path) did not start (\(error))")
        }
        let start = ContinuousClock.now
        while process.isRunning {
            if ContinuousClock.now - start > deadline {
                Self.stop(process)
                throw .pdfFailed(reason: "\(executable.path) did not finish within \(deadline)")
            }
            usleep(50_000)
        }
        try? logHandle?.close()
        guard process.terminationStatus == 0, let pdf = try? Data(contentsOf: output),
            pdf.starts(with: Array("%PDF".utf8))
        else {
            let said =
                (try? String(contentsOf: log, encoding: .utf8))?
                .split(separator: "\n").last.map(String.init) ?? "no message"
            throw .pdfFailed(
                reason: "\(executable.path) exited with status \(process.terminationStatus) and no PDF (\(said))")
        }
        let fixed = Self.fixingDates(pdf)
        do {
            try AtomicFile.write(fixed, to: destination, stagingDirectory: destination.deletingLastPathComponent())
        } catch {
            throw .cannotWrite(path: destination.path, reason: "\(error)")
        }
        return fixed.count
    }

    /// SIGTERM, and SIGKILL when that has not ended it within three seconds.
    private static func stop(_ process: Process) {
        process.terminate()
        let asked = ContinuousClock.now
        while process.isRunning, ContinuousClock.now - asked < .seconds(3) { usleep(50_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    /// `pdf` with every `(D:` date string of `/CreationDate` and `/ModDate`
    /// replaced by the same number of characters of 1980-01-01 00:00 UTC
    /// (the zip writer's date), so no byte offset in the file moves. O(n).
    static func fixingDates(_ pdf: Data) -> Data {
        var bytes = [UInt8](pdf)
        for key in ["/CreationDate", "/ModDate"] {
            let pattern = Array((key + " (D:").utf8)
            var index = 0
            while let found = find(pattern, in: bytes, from: index) {
                var at = found + pattern.count
                let fixed = Array("19800101000000+00'00'".utf8)
                var written = 0
                while at < bytes.count, bytes[at] != UInt8(ascii: ")") {
                    bytes[at] = written < fixed.count ? fixed[written] : UInt8(ascii: " ")
                    written += 1
                    at += 1
                }
                index = at
            }
        }
        return Data(bytes)
    }

    private static func find(_ pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard !pattern.isEmpty, bytes.count >= pattern.count, start <= bytes.count - pattern.count else { return nil }
        var index = start
        while index <= bytes.count - pattern.count {
            if bytes[index] == pattern[0], Array(bytes[index..<(index + pattern.count)]) == pattern { return index }
            index += 1
        }
        return nil
    }
}
