import BlanksCorpus
import BlanksModel
import BlanksPuzzle
import Foundation

/// `wikiblanks-bench generate-once --seed S --count N --corpus DIR --out DIR`:
/// one batch at level 0 made by the library call `wikiblanks generate --jobs 1`
/// makes, on the main thread of a synchronous process, for callgrind
/// (`CallgrindCounts`). Returns the exit status.
func runGenerateOnce(_ arguments: [String]) -> Int32 {
    var options: [String: String] = [:]
    var rest = arguments.dropFirst()[...]
    while let name = rest.popFirst() {
        guard name.hasPrefix("--"), let value = rest.popFirst() else {
            FileHandle.standardError.write(
                Data("wikiblanks-bench generate-once: expected --name value pairs, got \(name)\n".utf8))
            return 64
        }
        options[String(name.dropFirst(2))] = value
    }
    guard let seed = options["seed"], let countText = options["count"], let count = Int(countText), count > 0,
        let corpus = options["corpus"], let out = options["out"], let level = Level(0)
    else {
        FileHandle.standardError.write(
            Data("wikiblanks-bench generate-once: needs --seed S --count N (N > 0) --corpus DIR --out DIR\n".utf8))
        return 64
    }
    do {
        let generator = BatchGenerator(
            store: RevisionStore(directory: URL(fileURLWithPath: corpus)),
            generator: PuzzleGenerator(analyzer: try PassageAnalyzer.bundled()))
        let outcome = try generator.generate(
            BatchRequest(seed: seed, count: count, level: level, shard: nil),
            outputRoot: URL(fileURLWithPath: out), force: true, jobs: 1
        ) { _ in }
        guard outcome.manifest.count == count else {
            FileHandle.standardError.write(
                Data("wikiblanks-bench generate-once: \(outcome.manifest.count) of \(count) puzzles\n".utf8))
            return 1
        }
        return 0
    } catch {
        FileHandle.standardError.write(Data("wikiblanks-bench generate-once: \(error)\n".utf8))
        return 1
    }
}
