import Foundation

/// Instructions per puzzle and at start-up, counted by valgrind's callgrind on
/// the release `wikiblanks generate --jobs 1`: unlike rates, these counts do not
/// move when other work shares the machine. Two batches (1 and `count` puzzles)
/// separate the start-up from the per-puzzle cost.
enum CallgrindCounts {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Prints the counts, or one loud line saying why they were not taken.
    static func report(count: Int = 100) {
        guard let valgrind = executable("valgrind") else {
            print("callgrind: SKIPPED — valgrind is not installed (apt-get install valgrind); no instruction counts")
            return
        }
        let binary = root.appendingPathComponent(".build/release/wikiblanks")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            print("callgrind: SKIPPED — no release binary at \(binary.path) (swift build -c release --product wikiblanks)")
            return
        }
        do {
            let one = try instructions(valgrind: valgrind, binary: binary, count: 1)
            let many = try instructions(valgrind: valgrind, binary: binary, count: count)
            let perPuzzle = Double(many - one) / Double(count - 1)
            print(String(format: "callgrind: %.2f M instructions per puzzle (generate, %d vs 1 puzzles, --jobs 1); "
                         + "start-up + 1 puzzle %.1f M", perPuzzle / 1e6, count, Double(one) / 1e6))
        } catch {
            print("callgrind: FAILED — \(error); NO instruction counts (the generate process CPU times stand in)")
        }
    }

    struct Failure: Error, CustomStringConvertible { var description: String }

    /// Total instructions (Ir) of one `generate` run under callgrind.
    static func instructions(valgrind: URL, binary: URL, count: Int) throws -> Int {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("wikiblanks-callgrind-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let output = work.appendingPathComponent("callgrind.out")
        let process = Process()
        process.executableURL = valgrind
        process.arguments = ["--tool=callgrind", "--callgrind-out-file=\(output.path)", binary.path, "generate",
                             "--seed", "bench", "--count", "\(count)", "--jobs", "1",
                             "--corpus", root.appendingPathComponent("Corpus").path,
                             "--out", work.appendingPathComponent("out").path]
        process.standardOutput = FileHandle.nullDevice
        let errors = work.appendingPathComponent("valgrind.err")
        guard FileManager.default.createFile(atPath: errors.path, contents: nil) else {
            throw Failure(description: "cannot create \(errors.path)")
        }
        let errorHandle = try FileHandle(forWritingTo: errors)
        defer { try? errorHandle.close() }
        process.standardError = errorHandle
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "valgrind exited \(process.terminationStatus)" + reason(in: errors))
        }
        let text = try String(contentsOf: output, encoding: .utf8)
        for line in text.split(separator: "\n") where line.hasPrefix("summary:") || line.hasPrefix("totals:") {
            if let value = Int(line.split(separator: " ").last ?? "") { return value }
        }
        throw Failure(description: "no summary line in \(output.lastPathComponent)")
    }

    /// Valgrind's own words when it gave up, e.g. its internal error on a
    /// binary it cannot run (valgrind 3.19 crashes on Swift 6.3 binaries).
    static func reason(in errors: URL) -> String {
        let text = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        let markers = ["INTERNAL ERROR", "the 'impossible' happened", "Giving up", "debuginfo reader"]
        let lines = text.split(separator: "\n").filter { line in markers.contains { line.contains($0) } }
        guard !lines.isEmpty else { return "" }
        return ": " + lines.prefix(2).map { $0.drop { $0 == "-" || $0 == "=" || $0.isNumber || $0 == " " } }.joined(separator: "; ")
    }

    static func executable(_ name: String) -> URL? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return paths.map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
