import BlanksCorpus
import BlanksModel
import BlanksPuzzle
import Foundation

/// `wikiblanks-bench scale [N…]` (`make bench-scale`): builds corpora of N
/// small pages (10⁵ and 10⁶ unless told; 10⁷ needs about 40 GB of small
/// files) from a made-up dump and reports, per size, what import, verify,
/// list and generate cost and their peak memory, then the ratio of each
/// between consecutive sizes: per-revision figures and generate's time and
/// memory that stay flat mean the work grows with what is done, not with the
/// corpus. Every step runs in a child process (`scale-step`), so its peak
/// resident memory is its own.
func runScaleBenchmark(_ arguments: [String]) -> Int32 {
    if arguments.first == "scale-step" { return ScaleBenchmark.stepInChild(Array(arguments.dropFirst())) }
    // The made-up dump alone, for timing steps by hand on corpora that outlive a run.
    if arguments.first == "scale-dump", arguments.count == 3, let pages = Int(arguments[1]), pages > 0 {
        do {
            try ScaleBenchmark.writeDump(pages: pages, to: URL(fileURLWithPath: arguments[2]))
            return 0
        } catch {
            FileHandle.standardError.write(Data("scale-dump: \(error)\n".utf8))
            return 1
        }
    }
    if arguments.first == "scale-pin" {
        return ScaleMemoryPin.run(pages: arguments.dropFirst().first.flatMap { Int($0) }.map { max($0, 1) } ?? 100_000)
    }
    let sizes = arguments.dropFirst().compactMap { Int($0) }.filter { $0 > 0 }
    do {
        try ScaleBenchmark.run(sizes: sizes.isEmpty ? [100_000, 1_000_000] : sizes)
        return 0
    } catch {
        FileHandle.standardError.write(Data("scale: \(error)\n".utf8))
        return 1
    }
}

enum ScaleBenchmark {
    /// Puzzles in the fixed batch whose time and peak memory are measured at every size.
    static let batchCount = 100

    /// What one step did: how many revisions (or puzzles), in how long, at what peak resident memory.
    struct Step {
        var count: Int
        var seconds: Double
        var peakMiB: Double
        var microsPerItem: Double { seconds * 1e6 / Double(max(count, 1)) }
    }

    struct Row {
        var size: Int
        var steps: [String: Step]
    }

    static let stepNames = ["import", "verify", "list", "generate"]
    /// Runs of a step per size, each its own process; the fastest is kept, and the highest
    /// peak. Import runs once (it fills the corpus the others read).
    static let runs = ["verify": 3, "list": 5, "generate": 5]

    static func run(sizes: [Int]) throws {
        let counts = stepNames.map { "\($0) \(runs[$0] ?? 1)" }.joined(separator: ", ")
        print("runs of each step per size, the fastest kept: \(counts)")
        print(
            "pages      import µs/rev (rev/s)  MiB   verify µs/rev  MiB   list µs/rev  MiB   generate \(batchCount) (s)  MiB"
        )
        // Every size's corpus is removed at the end, not before the next size's import:
        // ext4 creates files more slowly right after many were deleted (`recently_deleted`).
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wikiblanks-scale-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        var rows: [Row] = []
        defer { printGrowth(rows) }  // before the corpora are removed, which takes minutes at 10⁶ pages
        for size in sizes {
            let root = scratch.appendingPathComponent("\(size)-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            let dump = root.appendingPathComponent("dump.xml")
            try writeDump(pages: size, to: dump)
            let corpus = root.appendingPathComponent("Corpus")
            var row = Row(size: size, steps: [:])
            for name in stepNames {
                let other = name == "import" ? dump : root.appendingPathComponent("Output")
                // A batch or a list lasts a tenth of a second, so one run's time follows the other
                // work on the machine, which only ever adds: the fastest of a few runs is the code's cost.
                let runs = try (0..<(Self.runs[name] ?? 1)).map { _ in
                    try stepInChildProcess(name, corpus: corpus, other: other)
                }
                row.steps[name] = runs.min { $0.seconds < $1.seconds }.map { fastest in
                    Step(
                        count: fastest.count, seconds: fastest.seconds,
                        peakMiB: runs.map(\.peakMiB).max() ?? fastest.peakMiB)
                }
            }
            try? FileManager.default.removeItem(at: dump)
            rows.append(row)
            print(line(row))
            fflush(nil)  // each size's line as soon as it is measured, not after the scratch corpora are removed
        }
    }

    static func line(_ row: Row) -> String {
        let step = { (name: String) in row.steps[name] ?? Step(count: 0, seconds: 0, peakMiB: 0) }
        let imported = step("import")
        let verified = step("verify")
        let listed = step("list")
        let generated = step("generate")
        return String(
            format: "%-10d %8.1f (%7.0f) %6.1f   %9.1f  %6.1f   %9.2f  %6.1f   %9.3f        %6.1f", row.size,
            imported.microsPerItem, Double(imported.count) / max(imported.seconds, 1e-9), imported.peakMiB,
            verified.microsPerItem, verified.peakMiB, listed.microsPerItem, listed.peakMiB,
            generated.seconds, generated.peakMiB)
    }

    /// Each step's ratio between consecutive sizes: per revision for import,
    /// verify and list (1 = linear), per batch for generate (1 = flat), and
    /// of peak memory.
    private static func printGrowth(_ rows: [Row]) {
        for (small, large) in zip(rows, rows.dropFirst()) {
            var parts: [String] = []
            for name in stepNames {
                guard let before = small.steps[name], let after = large.steps[name] else { continue }
                let time =
                    name == "generate"
                    ? after.seconds / max(before.seconds, 1e-9)
                    : after.microsPerItem / max(before.microsPerItem, 1e-9)
                parts.append(
                    String(
                        format: "%@ ×%.2f%@, peak ×%.2f", name, time, name == "generate" ? " time" : " per rev",
                        after.peakMiB / max(before.peakMiB, 1e-9)))
            }
            print(
                String(
                    format: "%d → %d pages (×%.0f): ", small.size, large.size, Double(large.size) / Double(small.size))
                    + parts.joined(separator: "; "))
            fflush(nil)
        }
    }

    /// A MediaWiki export of `pages` small articles of a few sentences each, written as it is made.
    static func writeDump(pages: Int, to url: URL) throws {
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        var buffer = Data(
            """
            <mediawiki xmlns="http://www.mediawiki.org/xml/export-0.10/" version="0.10" xml:lang="en">
              <siteinfo><sitename>Wikipedia</sitename><base>https://en.wikipedia.org/wiki/Main_Page</base></siteinfo>

            """.utf8)
        let rivers = ["Kestrel", "Marrow", "Tilde", "Osprey", "Lune", "Wey", "Calder", "Brathay"]
        for page in 1...pages {
            let river = rivers[page % rivers.count]
            let text = """
                '''Page \(page)''' is a village on the river \(river) in the north of the county. \
                It had a population of \(100 + page % 9_000) people at the census of \(1900 + page % 100). \
                The church of Saint Mary was built in the twelfth century and rebuilt after a fire. \
                Farming and weaving were the main trades until the railway arrived. \
                The old mill stands beside the bridge and now houses a small museum. \
                Children from the nearby farms walk to the school on the green. \
                A stone cross in the churchyard marks the place of an early chapel.

                == History ==
                The settlement was first recorded in \(1000 + page % 800) as a crossing of the \(river). \
                A market charter was granted by the king, and the market square still holds a weekly fair. \
                The manor passed to a family of wool merchants in the fifteenth century. \
                During the civil war a small garrison held the bridge for the king. \
                The railway station opened in \(1840 + page % 60) and closed a century later. \
                Most of the houses in the main street are built of local grey stone. \
                A new road now carries the traffic around the edge of the village.
                """
            buffer.append(
                Data(
                    """
                      <page><title>Page \(page)</title><ns>0</ns><id>\(page)</id>
                        <revision><id>\(1_000_000 + page)</id><timestamp>2016-01-01T00:00:00Z</timestamp>
                          <model>wikitext</model><format>text/x-wiki</format><text xml:space="preserve">\(text)</text>
                        </revision>
                      </page>

                    """.utf8))
            if buffer.count >= 1 << 20 {
                try handle.write(contentsOf: buffer)
                buffer.removeAll(keepingCapacity: true)
            }
        }
        buffer.append(Data("</mediawiki>\n".utf8))
        try handle.write(contentsOf: buffer)
    }

    /// Runs one step in a child process (`scale-step`) and reads back what it printed.
    static func stepInChildProcess(_ name: String, corpus: URL, other: URL) throws -> Step {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["scale-step", name, corpus.path, other.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let fields = String(decoding: output, as: UTF8.self).split(whereSeparator: \.isWhitespace).compactMap {
            Double($0)
        }
        guard process.terminationStatus == 0, fields.count == 3 else {
            throw CocoaError(
                .executableLoad,
                userInfo: [NSLocalizedDescriptionKey: "scale-step \(name) failed (status \(process.terminationStatus))"]
            )
        }
        return Step(count: Int(fields[0]), seconds: fields[1], peakMiB: fields[2])
    }

    /// The child: runs one step on the corpus and prints its count, seconds
    /// and peak resident MiB. `list` reads the index as `corpus list` does,
    /// without printing; `generate` makes the fixed batch into `other`.
    static func stepInChild(_ arguments: [String]) -> Int32 {
        guard arguments.count == 3 else { return 2 }
        let store = RevisionStore(directory: URL(fileURLWithPath: arguments[1]))
        let other = URL(fileURLWithPath: arguments[2])
        do {
            let run: (count: Int, seconds: Double)
            switch arguments[0] {
            case "import":
                run = try measure { try DumpImporter(store: store).importDump(at: other).added }
            case "verify":
                run = try measure { try CorpusVerifier(store: store).verify().checked }
            case "list":
                run = try measure {
                    var listed = 0
                    _ = try store.scanEntries { entry in
                        if entry.latest { listed += entry.title.utf8.count > 0 ? 1 : 0 }
                    }
                    return listed
                }
            case "generate":
                let batches = BatchGenerator(
                    store: store, generator: PuzzleGenerator(analyzer: try PassageAnalyzer.bundled()))
                run = try measure {
                    try batches.generate(
                        BatchRequest(seed: "scale", count: batchCount, level: Level.all[0]),
                        outputRoot: other, force: true
                    ).manifest.count
                }
            default:
                return 2
            }
            print(String(format: "%d %.4f %.1f", run.count, run.seconds, peakResidentMiB() ?? 0))
            return 0
        } catch {
            FileHandle.standardError.write(Data("scale-step: \(error)\n".utf8))
            return 1
        }
    }
}
