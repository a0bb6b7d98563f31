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
            print("callgrind: FAILED — \(error)")
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
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Failure(description: "valgrind exited \(process.terminationStatus)") }
        let text = try String(contentsOf: output, encoding: .utf8)
        for line in text.split(separator: "\n") where line.hasPrefix("summary:") || line.hasPrefix("totals:") {
            if let value = Int(line.split(separator: " ").last ?? "") { return value }
        }
        throw Failure(description: "no summary line in \(output.lastPathComponent)")
    }

    static func executable(_ name: String) -> URL? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return paths.map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
