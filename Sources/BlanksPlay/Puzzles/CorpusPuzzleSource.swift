import BlanksCorpus
import BlanksModel
import BlanksPuzzle
import Foundation

/// Makes puzzles on the fly from a corpus, for a player with no batch: the
/// first page, in the seed's selection order, whose puzzle at the player's
/// level the player has not started yet. Deterministic like a batch: the
/// same corpus and seed give the same puzzles.
public struct CorpusPuzzleSource: PuzzleSource {
    public let store: RevisionStore
    public let seed: String

    public init(store: RevisionStore, seed: String = "play") {
        self.store = store
        self.seed = seed
    }

    public var name: String { "puzzles generated from \(store.directory.path)" }

    func nextPuzzle(for request: PuzzleRequest) throws -> SourcedPuzzle? {
        guard let level = Level(request.level) else { return nil }
        let played = Set(request.played.map(\.id))
        let manifest = try store.loadManifest()
        let generator = PuzzleGenerator(analyzer: try PassageAnalyzer.bundled())
        var skipped: [String] = []
        for entry in BatchGenerator.ranked(manifest.latestEntries, seed: seed)
        where !played.contains(PuzzleKey.puzzleID(seed: seed, revid: entry.revid, level: level.number,
                                                  version: generator.version)) {
            do {
                let revision = try store.readRevision(revid: entry.revid)
                let puzzle = try generator.puzzle(from: revision, seed: seed, level: level)
                return SourcedPuzzle(puzzle: puzzle, origin: "revision \(entry.revid) of \(store.directory.path)",
                                     notes: skipped)
            } catch PuzzleGenerationError.notEnoughSentences {
                continue  // A short page is normal: the next one is tried.
            } catch let error as PuzzleGenerationError {
                skipped.append(error.description)  // already "revision N: skipped, …"
            } catch {
                // A damaged revision is the player's to know about, as `generate` reports it.
                skipped.append("\(PuzzleGenerationError.unreadable(revid: entry.revid, reason: "\(error)"))")
            }
        }
        guard skipped.isEmpty else { throw PuzzleSourceError.revisionsSkipped(skipped) }
        return nil
    }
}
