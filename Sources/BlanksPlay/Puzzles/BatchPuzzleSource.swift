import BlanksPuzzle
import Foundation

/// Puzzles from one or more generated batches (`Output/<batch>/puzzles.jsonl`),
/// read once, chosen by `PuzzlePicker`.
struct BatchPuzzleSource: PuzzleSource {
    let name: String
    let warnings: [String]
    private let candidates: [SourcedPuzzle]

    /// Reads every batch in `directories`, in that order. Bad lines become
    /// warnings; a batch that cannot be read, or that has no playable puzzle
    /// in all of them, is an error.
    init(directories: [URL]) throws(PuzzleBatchError) {
        var candidates: [SourcedPuzzle] = []
        var warnings: [String] = []
        for directory in directories {
            let reader = PuzzleBatchReader(directory: directory)
            let contents = try reader.read()
            warnings += contents.skipped.map { "skipped: \($0)" }
            candidates += contents.puzzles.map {
                SourcedPuzzle(puzzle: $0, origin: directory.lastPathComponent)
            }
        }
        guard !candidates.isEmpty else {
            throw .noPlayablePuzzles(path: directories.map(\.path).joined(separator: ", "))
        }
        self.name = directories.map(\.path).joined(separator: ", ")
        self.warnings = warnings
        self.candidates = candidates
    }

    var puzzleCount: Int { candidates.count }

    func nextPuzzle(for request: PuzzleRequest) -> SourcedPuzzle? {
        PuzzlePicker().pick(from: candidates, for: request)
    }

    /// The blanks batch directories under `output` that hold a puzzles.jsonl, sorted
    /// by name (trace batches are `play --kind trace`'s). Only plain names count: the
    /// hidden folders a batch is staged in, or that a crashed run left behind, are never played.
    static func batchDirectories(in output: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []
        return names.filter(PlainName.isPlain).sorted().map { output.appendingPathComponent($0, isDirectory: true) }
            .filter {
                FileManager.default.fileExists(atPath: $0.appendingPathComponent(PuzzleBatchReader.puzzleFileName).path)
                    && !TracePuzzleSource.isTraceBatch($0)
            }
    }
}
