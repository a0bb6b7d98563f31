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

    public func nextPuzzle(for request: PuzzleRequest) throws -> SourcedPuzzle? {
        guard let level = Level(request.level) else { return nil }
        let played = Set(request.played.map(\.id))
        let manifest = try store.loadManifest()
        let generator = PuzzleGenerator(analyzer: try PassageAnalyzer.bundled())
        for entry in BatchGenerator.ranked(manifest.latestEntries, seed: seed)
        where !played.contains(PuzzleKey.puzzleID(seed: seed, revid: entry.revid, level: level.number)) {
            guard let revision = try? store.readRevision(revid: entry.revid),
                  let puzzle = try? generator.puzzle(from: revision, seed: seed, level: level) else { continue }
            return SourcedPuzzle(puzzle: puzzle, origin: "revision \(entry.revid) of \(store.directory.path)")
        }
        return nil
    }
}
