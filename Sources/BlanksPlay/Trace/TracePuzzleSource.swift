import BlanksModel
import BlanksPuzzle
import Foundation

/// The trace puzzles `play` may use: those of one batch, or of every trace
/// batch under the output folder, each line checked first by the check
/// `validate` runs on it, regeneration included (a broken one is skipped
/// with a warning naming the rule, never played).
struct TracePuzzleSource: Sendable {
    struct Candidate: Hashable, Sendable {
        var puzzle: TracePuzzle
        /// The batch folder it came from.
        var origin: String
    }

    var name: String
    var candidates: [Candidate]
    var warnings: [String]

    /// Whether `directory` holds a batch whose manifest says it is of trace puzzles.
    static func isTraceBatch(_ directory: URL) -> Bool {
        (try? BatchReader(path: directory).manifest())?.kind == .trace
    }

    /// `batch`, or every trace batch directly under `outputDirectory` in name order.
    static func load(batch: URL?, outputDirectory: URL) throws(TracePlayError) -> TracePuzzleSource {
        var warnings: [String] = []
        let folders: [URL]
        if let batch {
            folders = [batch]
        } else {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: outputDirectory.path)) ?? []
            folders = names.sorted().filter { !$0.hasPrefix(".") }
                .map { outputDirectory.appendingPathComponent($0, isDirectory: true) }.filter(Self.isTraceBatch)
            guard !folders.isEmpty else { throw .noTraceBatch(outputDirectory: outputDirectory.path) }
        }
        var candidates: [Candidate] = []
        for folder in folders {
            let lines: [TraceLine]
            do {
                lines = try BatchReader(path: folder).traceLines()
            } catch {
                if batch != nil { throw .batch("\(error)") }
                warnings.append("\(error)")
                continue
            }
            for line in lines {
                if let first = TraceValidator.failures(of: line).first {
                    warnings.append("\(folder.path): skipped \(first)")
                } else {
                    candidates.append(Candidate(puzzle: line.puzzle, origin: folder.path))
                }
            }
        }
        return TracePuzzleSource(name: batch?.path ?? outputDirectory.path, candidates: candidates, warnings: warnings)
    }

    /// A puzzle of `level`: the first never started, else the one started
    /// longest ago. `lastStarted` is by puzzle id. O(candidates).
    func pick(level: Int, lastStarted: [String: Date]) -> Candidate? {
        let atLevel = candidates.filter { $0.puzzle.level == level }
        if let fresh = atLevel.first(where: { lastStarted[$0.puzzle.id] == nil }) { return fresh }
        return atLevel.min { (lastStarted[$0.puzzle.id] ?? .distantPast) < (lastStarted[$1.puzzle.id] ?? .distantPast) }
    }
}
