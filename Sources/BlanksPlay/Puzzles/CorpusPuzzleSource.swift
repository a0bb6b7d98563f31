import BlanksCorpus
import BlanksModel
import BlanksPuzzle
import Foundation

/// Makes puzzles on the fly from a corpus, for a player with no batch: the
/// first page, in the selection order of the seed and the player's level,
/// whose puzzle at that level the player has not started yet — and among
/// those, a page the player has never read before any page they have: a page
/// comes round again only once every page that gives a puzzle at the level
/// has been played, the one read longest ago first. Deterministic like a
/// batch: the same corpus, seed and history give the same puzzles.
package struct CorpusPuzzleSource: PuzzleSource {
    package let store: RevisionStore
    package let seed: String

    package init(store: RevisionStore, seed: String = "play") {
        self.store = store
        self.seed = seed
    }

    package var name: String { "puzzles generated from \(store.directory.path)" }

    func nextPuzzle(for request: PuzzleRequest) throws -> SourcedPuzzle? {
        guard let level = Level(request.level) else { return nil }
        let played = Set(request.played.map(\.id))
        let manifest = try store.loadManifest()
        let generator = PuzzleGenerator(analyzer: try PassageAnalyzer.bundled())
        var skipped: [String] = []
        for entry in Self.pageOrder(manifest: manifest, seed: seed, level: level, played: request.played)
        where !played.contains(
            PuzzleKey.puzzleID(
                seed: seed, revid: entry.revid, level: level.number,
                version: generator.version))
        {
            do {
                let revision = try store.readRevision(revid: entry.revid)
                let puzzle = try generator.puzzle(from: revision, seed: seed, level: level)
                return SourcedPuzzle(
                    puzzle: puzzle, origin: "revision \(entry.revid) of \(store.directory.path)",
                    notes: skipped)
            } catch PuzzleGenerationError.notEnoughSentences, PuzzleGenerationError.passageTooLong,
                PuzzleGenerationError.ownClassShort
            {
                continue  // A page that does not fit the level is normal: the next one is tried.
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

    /// The latest revisions in the order they are offered: pages the player
    /// never read in the selection order, then pages they read, the one read
    /// longest ago first (the selection order breaking ties).
    static func pageOrder(manifest: Manifest, seed: String, level: Level, played: [PlayedPuzzle]) -> [ManifestEntry] {
        var pageOfRevision: [Int: Int] = [:]
        for entry in manifest.entries { pageOfRevision[entry.revid] = entry.pageid }
        var lastRead: [Int: Date] = [:]
        for puzzle in played {
            guard let revid = puzzle.revid, let page = pageOfRevision[revid] else { continue }
            lastRead[page] = max(lastRead[page] ?? puzzle.lastStarted, puzzle.lastStarted)
        }
        let ranked = BatchGenerator.ranked(manifest.latestEntries, seed: seed, level: level)
        let unread = ranked.filter { lastRead[$0.pageid] == nil }
        let read = ranked.enumerated().compactMap { rank, entry in
            lastRead[entry.pageid].map { (date: $0, rank: rank, entry: entry) }
        }
        return unread + read.sorted { ($0.date, $0.rank) < ($1.date, $1.rank) }.map(\.entry)
    }
}
