import BlanksCorpus
import BlanksModel
import BlanksPuzzle
import Foundation

/// `wikiblanks-bench scale [N…]` (`make bench-scale`): builds corpora of N
/// small pages (10⁴ and 10⁵ unless told, 10⁶ when asked) from a made-up
/// dump and reports, per size, what import, verify, list and generate cost
/// per revision, so growth with the corpus shows: flat per-revision figures
/// mean linear work. Generating a fixed batch runs in a child process
/// (`scale-generate`) so its peak memory is its own, not the import's.
func runScaleBenchmark(_ arguments: [String]) -> Int32 {
    if arguments.first == "scale-generate" { return ScaleBenchmark.generateInChild(Array(arguments.dropFirst())) }
    let sizes = arguments.dropFirst().compactMap { Int($0) }.filter { $0 > 0 }
    do {
        try ScaleBenchmark.run(sizes: sizes.isEmpty ? [10_000, 100_000] : sizes)
        return 0
    } catch {
        FileHandle.standardError.write(Data("scale: \(error)\n".utf8))
        return 1
    }
}

enum ScaleBenchmark {
    /// Puzzles in the fixed batch whose time and peak memory are measured at every size.
    static let batchCount = 100

    static func run(sizes: [Int]) throws {
        print("pages     import µs/rev (rev/s)   verify µs/rev   list µs/rev   generate \(batchCount) (s)   peak MiB")
        var importSeconds: [(size: Int, seconds: Double)] = []
        defer { printGrowth(importSeconds) }
        // Every size's corpus is removed at the end, not before the next size's import:
        // ext4 creates files more slowly right after many were deleted (`recently_deleted`).
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("wikiblanks-scale-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        for size in sizes {
            let root = scratch.appendingPathComponent("\(size)-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            let dump = root.appendingPathComponent("dump.xml")
            try writeDump(pages: size, to: dump)
            let store = RevisionStore(directory: root.appendingPathComponent("Corpus"))

            let imported = try measure { try DumpImporter(store: store).importDump(at: dump).added }
            importSeconds.append((size, imported.seconds))
            let verified = try measure { try CorpusVerifier(store: store).verify().checked }
            let listed = try measure { try store.loadManifest().latestEntries.count }
            let (generateSeconds, peak) = try generateInChildProcess(corpus: store.directory, out: root.appendingPathComponent("Output"))
            print(String(format: "%-9d %9.1f (%7.0f)      %9.1f       %9.2f     %9.2f           %7.1f", size,
                         micros(imported), Double(imported.count) / imported.seconds,
                         micros(verified), micros(listed), generateSeconds, peak))
        }
    }

    /// The import's time ratio between consecutive sizes beside the size ratio: equal means linear.
    private static func printGrowth(_ runs: [(size: Int, seconds: Double)]) {
        for (small, large) in zip(runs, runs.dropFirst()) {
            print(String(format: "import: %d → %d pages (×%.1f) took ×%.2f the time", small.size, large.size,
                         Double(large.size) / Double(small.size), large.seconds / max(small.seconds, 1e-9)))
        }
    }

    private static func micros(_ run: (count: Int, seconds: Double)) -> Double {
        run.seconds * 1e6 / Double(max(run.count, 1))
    }

    /// A MediaWiki export of `pages` small articles of a few sentences each, written as it is made.
    static func writeDump(pages: Int, to url: URL) throws {
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        var buffer = Data("""
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
            buffer.append(Data("""
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

    /// Runs `scale-generate` in a child process; its seconds and peak resident MiB.
    static func generateInChildProcess(corpus: URL, out: URL) throws -> (seconds: Double, peakMiB: Double) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["scale-generate", corpus.path, out.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let fields = String(decoding: output, as: UTF8.self).split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
        guard process.terminationStatus == 0, fields.count == 2 else {
            throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "scale-generate failed (status \(process.terminationStatus))"])
        }
        return (fields[0], fields[1])
    }

    /// The child: generates the fixed batch and prints its seconds and peak resident MiB.
    static func generateInChild(_ arguments: [String]) -> Int32 {
        guard arguments.count == 2 else { return 2 }
        do {
            let store = RevisionStore(directory: URL(fileURLWithPath: arguments[0]))
            let batches = BatchGenerator(store: store, generator: PuzzleGenerator(analyzer: try PassageAnalyzer.bundled()))
            let run = try measure {
                try batches.generate(BatchRequest(seed: "scale", count: batchCount, level: Level.all[0]),
                                     outputRoot: URL(fileURLWithPath: arguments[1]), force: true).manifest.count
            }
            print(String(format: "%.4f %.1f", run.seconds, peakResidentMiB() ?? 0))
            return 0
        } catch {
            FileHandle.standardError.write(Data("scale-generate: \(error)\n".utf8))
            return 1
        }
    }
}
