import BlanksCorpus
import BlanksModel
import BlanksPuzzle
import Foundation

/// The trace puzzles `play` may use. Batch puzzles are checked first by the
/// check `validate` runs on each line, regeneration included (a broken one
/// is skipped with a warning naming the rule, never played).
///
/// Two ways to play, so the game never dead-ends:
/// - `--batch DIR`: that batch's puzzles, each at its own level whatever the
///   profile's level, the first never started first, then the one started
///   longest ago.
/// - the ladder (no `--batch`): a puzzle of the profile's level, taken from
///   the trace batches under the output folder while they hold one this
///   profile has never started, else made on the fly by `TraceGenerator`
///   from the profile's seed, the level and the first position this profile
///   has not started. Trace puzzles need no corpus, so every level 1–10 has
///   a puzzle, and the same profile and history get the same puzzles.
struct TracePuzzleSource: Sendable {
    struct Candidate: Hashable, Sendable {
        var puzzle: TracePuzzle
        /// The batch folder it came from, or how it was made.
        var origin: String
    }

    var name: String
    var candidates: [Candidate]
    var warnings: [String]
    /// The batch named by `--batch`, played at its puzzles' own levels; nil on the ladder.
    var batch: URL?
    var generator = TraceGenerator()

    /// Whether `directory` holds a batch whose manifest says it is of trace puzzles.
    static func isTraceBatch(_ directory: URL) -> Bool {
        (try? BatchReader(path: directory).manifest())?.kind == .trace
    }

    /// The seed the ladder's puzzles are drawn from for `profile`: each player
    /// gets their own puzzles, the same ones on every machine.
    static func ladderSeed(profile: String) -> String { "play \(profile)" }

    /// `batch`, or every trace batch directly under `outputDirectory` in name
    /// order (none is fine: the ladder makes its puzzles).
    static func load(batch: URL?, outputDirectory: URL) throws(TracePlayError) -> TracePuzzleSource {
        var warnings: [String] = []
        let folders: [URL]
        if let batch {
            do {
                try PuzzleBatchReader(directory: batch).checkFolder()
            } catch {
                throw .batch(error.description)
            }
            folders = [batch]
        } else {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: outputDirectory.path)) ?? []
            folders = names.sorted().filter { !$0.hasPrefix(".") }
                .map { outputDirectory.appendingPathComponent($0, isDirectory: true) }.filter(Self.isTraceBatch)
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
        if let batch, candidates.isEmpty { throw .noPuzzle(source: batch.path) }
        return TracePuzzleSource(
            name: batch?.path ?? outputDirectory.path, candidates: candidates,
            warnings: warnings, batch: batch)
    }

    /// The next puzzle: from the batch at its own level, or on the ladder at
    /// `level`. `lastStarted` is by puzzle id. O(candidates + played).
    func pick(level: Int, profile: String, lastStarted: [String: Date]) -> Candidate? {
        guard batch == nil else { return Self.freshestFirst(candidates, lastStarted: lastStarted) }
        let atLevel = candidates.filter { $0.puzzle.level == level }
        if let fresh = atLevel.first(where: { lastStarted[$0.puzzle.id] == nil }) { return fresh }
        return made(level: level, profile: profile, lastStarted: lastStarted)
    }

    /// The first never started, else the one started longest ago (list order breaking ties).
    static func freshestFirst(_ candidates: [Candidate], lastStarted: [String: Date]) -> Candidate? {
        if let fresh = candidates.first(where: { lastStarted[$0.puzzle.id] == nil }) { return fresh }
        return candidates.min {
            (lastStarted[$0.puzzle.id] ?? .distantPast) < (lastStarted[$1.puzzle.id] ?? .distantPast)
        }
    }

    /// The ladder's puzzle of `level` at the first position this profile has
    /// not started; nil only for a level off the ladder.
    func made(level: Int, profile: String, lastStarted: [String: Date]) -> Candidate? {
        let seed = Self.ladderSeed(profile: profile)
        var position = 0
        while lastStarted[
            PuzzleKey.tracePuzzleID(
                seed: seed, level: level, position: position,
                version: generator.version)] != nil
        {
            position += 1
        }
        guard let puzzle = try? generator.puzzle(seed: seed, level: level, position: position) else { return nil }
        return Candidate(puzzle: puzzle, origin: "puzzles made on the fly, seed \"\(seed)\"")
    }
}
