import BlanksCorpus
import BlanksPuzzle
import Foundation

/// Instructions per puzzle and at start-up, counted by valgrind's callgrind:
/// unlike rates, these counts do not move when other work shares the machine.
/// Two batches (1 and `count` puzzles) separate the start-up from the
/// per-puzzle cost, in all and for each stage (`CallgrindStages`).
///
/// Callgrind runs `wikiblanks-bench generate-once`, the same library call as
/// `wikiblanks generate --jobs 1`, rather than `wikiblanks` itself: valgrind
/// 3.19 (Debian 12's) crashes when an async `main` parks the main thread in
/// Dispatch, and its debug-info reader rejects Swift 6.3's DWARF 5, so it is
/// given a copy of this synchronous binary stripped of its debug information
/// (its symbols stay, to name the stages) with its resource bundles.
enum CallgrindCounts {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Prints the counts, or one loud line saying why they were not taken.
    static func report(count: Int = 100) {
        guard let valgrind = executable("valgrind") else {
            print("callgrind: SKIPPED — valgrind is not installed (apt-get install valgrind); no instruction counts")
            return
        }
        guard let strip = executable("strip") else {
            print("callgrind: SKIPPED — strip is not installed (apt-get install binutils); no instruction counts")
            return
        }
        let work = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wikiblanks-callgrind-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        do {
            let binary = try strippedCopy(in: work, strip: strip)
            let one = try instructions(valgrind: valgrind, binary: binary, count: 1, work: work)
            let many = try instructions(valgrind: valgrind, binary: binary, count: count, work: work)
            let perPuzzle = Double(many - one) / Double(count - 1)
            print(
                String(
                    format: "callgrind: %.2f M instructions per puzzle (generate, %d vs 1 puzzles, --jobs 1); "
                        + "start-up + 1 puzzle %.1f M", perPuzzle / 1e6, count, Double(one) / 1e6))
            guard let annotate = executable("callgrind_annotate"), let demangle = executable("swift-demangle") else {
                print(
                    "callgrind stage: SKIPPED — callgrind_annotate (valgrind) or swift-demangle (the Swift "
                        + "toolchain) is not on PATH; no cost per stage")
                return
            }
            CallgrindStages.report(
                one: try CallgrindStages.counts(
                    of: output(count: 1, work: work), annotate: annotate, demangle: demangle, work: work),
                many: try CallgrindStages.counts(
                    of: output(count: count, work: work), annotate: annotate, demangle: demangle, work: work),
                count: count)
        } catch {
            print("callgrind: FAILED — \(error); NO instruction counts (the generate process CPU times stand in)")
        }
    }

    struct Failure: Error, CustomStringConvertible { var description: String }

    /// This binary without debug information, beside copies of the resource
    /// bundles it loads from its own folder (the tagger model).
    static func strippedCopy(in work: URL, strip: URL) throws -> URL {
        let manager = FileManager.default
        try manager.createDirectory(at: work, withIntermediateDirectories: true)
        let own = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let copy = work.appendingPathComponent(own.lastPathComponent)
        try manager.copyItem(at: own, to: copy)
        try run(strip, ["--strip-debug", copy.path], errors: work.appendingPathComponent("strip.err"))
        let folder = own.deletingLastPathComponent()
        for name in try manager.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".resources") {
            try manager.copyItem(at: folder.appendingPathComponent(name), to: work.appendingPathComponent(name))
        }
        return copy
    }

    /// Where the callgrind output of the `count`-puzzle run is written.
    static func output(count: Int, work: URL) -> URL {
        work.appendingPathComponent("callgrind-\(count).out")
    }

    /// Total instructions (Ir) of one `generate-once` run under callgrind.
    static func instructions(valgrind: URL, binary: URL, count: Int, work: URL) throws -> Int {
        let output = output(count: count, work: work)
        try run(
            valgrind,
            [
                "--tool=callgrind", "--callgrind-out-file=\(output.path)", binary.path, "generate-once",
                "--seed", "bench", "--count", "\(count)",
                "--corpus", root.appendingPathComponent("Corpus").path,
                "--out", work.appendingPathComponent("out-\(count)").path
            ],
            errors: work.appendingPathComponent("valgrind-\(count).err"))
        let text = try String(contentsOf: output, encoding: .utf8)
        for line in text.split(separator: "\n") where line.hasPrefix("summary:") || line.hasPrefix("totals:") {
            if let value = Int(line.split(separator: " ").last ?? "") { return value }
        }
        throw Failure(description: "no summary line in \(output.lastPathComponent)")
    }

    /// Runs a tool with its standard error kept in `errors`, reading
    /// `input` and writing `output` when given; throws with the tool's own
    /// words when it fails.
    static func run(_ tool: URL, _ arguments: [String], errors: URL, input: URL? = nil, output: URL? = nil) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        guard FileManager.default.createFile(atPath: errors.path, contents: nil),
            output.map({ FileManager.default.createFile(atPath: $0.path, contents: nil) }) ?? true
        else {
            throw Failure(description: "cannot create \(errors.path) or \(output?.path ?? "")")
        }
        let errorHandle = try FileHandle(forWritingTo: errors)
        defer { try? errorHandle.close() }
        process.standardError = errorHandle
        let outputHandle = try output.map { try FileHandle(forWritingTo: $0) }
        defer { try? outputHandle?.close() }
        if let outputHandle { process.standardOutput = outputHandle }
        let inputHandle = try input.map { try FileHandle(forReadingFrom: $0) }
        defer { try? inputHandle?.close() }
        if let inputHandle { process.standardInput = inputHandle }
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(
                description: "\(tool.lastPathComponent) exited \(process.terminationStatus)" + reason(in: errors))
        }
    }

    /// The tool's own words when it gave up: valgrind's internal error, or
    /// the last line of another tool's standard error.
    static func reason(in errors: URL) -> String {
        let text = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        let markers = [
            "INTERNAL ERROR", "the 'impossible' happened", "Giving up", "debuginfo reader", "wikiblanks-bench"
        ]
        var lines = text.split(separator: "\n").filter { line in markers.contains { line.contains($0) } }
        if lines.isEmpty, let last = text.split(separator: "\n").last { lines = [last] }
        guard !lines.isEmpty else { return "" }
        return ": "
            + lines.prefix(2).map { $0.drop { $0 == "-" || $0 == "=" || $0.isNumber || $0 == " " } }.joined(
                separator: "; ")
    }

    static func executable(_ name: String) -> URL? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return paths.map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
