import BlanksCorpus
import BlanksModel
import BlanksPuzzle
import Foundation

private let corpus = RevisionStore(
    directory: URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Corpus"))

/// Puzzles per second on one core over the embedded corpus, with ten seeds.
let puzzleBenchmarks: [Benchmark] = [
    Benchmark(name: "puzzle.generate (revision read + puzzle)", unit: "puzzles") {
        let generator = PuzzleGenerator(analyzer: try PassageAnalyzer.bundled())
        let revids = try corpus.loadManifest().latestEntries.map(\.revid)
        return {
            var made = 0
            for seed in 0..<10 {
                for revid in revids {
                    let revision = try corpus.readRevision(revid: revid)
                    if (try? generator.puzzle(from: revision, seed: "bench-\(seed)", level: Level.all[seed % 7])) != nil
                    {
                        made += 1
                    }
                }
            }
            return made
        }
    },
    Benchmark(name: "puzzle.batch (generate + write 1000)", unit: "puzzles") {
        let batches = BatchGenerator(store: corpus, generator: PuzzleGenerator(analyzer: try PassageAnalyzer.bundled()))
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("wikiblanks-bench-\(UUID().uuidString)")
        return {
            let outcome = try batches.generate(
                BatchRequest(seed: "bench", count: 1000, level: Level.all[0]),
                outputRoot: out, force: true)
            return outcome.manifest.count
        }
    },
    Benchmark(name: "puzzle.validate (no corpus)", unit: "puzzles") {
        let analyzer = try PassageAnalyzer.bundled()
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("wikiblanks-bench-\(UUID().uuidString)")
        let batch = try BatchGenerator(store: corpus, generator: PuzzleGenerator(analyzer: analyzer))
            .generate(BatchRequest(seed: "validate", count: 200, level: Level.all[0]), outputRoot: out, force: true)
        let validator = PuzzleValidator(analyzer: analyzer)
        return { try validator.validate(path: batch.directory).puzzles }
    }
]
