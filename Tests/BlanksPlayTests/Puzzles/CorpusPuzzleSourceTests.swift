import BlanksCorpus
import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksModel
@testable import BlanksPlay

/// On-the-fly play serves a page the player has read only once every page
/// has been read, whatever the level.
@Suite struct CorpusPuzzleSourceTests {
    static func entry(_ revid: Int, page: Int, latest: Bool = true) -> ManifestEntry {
        ManifestEntry(
            revid: revid, pageid: page, ns: 0, title: "Page \(page)", timestamp: "2016-01-01T00:00:00Z",
            sha1: "", bytes: 1, latest: latest)
    }

    static let day = Date(timeIntervalSince1970: 1_700_000_000)

    @Test func unreadPagesComeFirstThenTheOneReadLongestAgo() throws {
        let manifest = Manifest(
            entries: (1...5).map { Self.entry(100 + $0, page: $0) } + [Self.entry(99, page: 2, latest: false)])
        let level = try #require(Level(3))
        let fresh = CorpusPuzzleSource.pageOrder(manifest: manifest, seed: "s", level: level, played: [])
        #expect(Set(fresh.map(\.pageid)) == [1, 2, 3, 4, 5])
        // Page 2 read (through an older revision) yesterday, page 4 two days ago.
        let played = [
            PlayedPuzzle(id: "x", lastStarted: Self.day, revid: 99),
            PlayedPuzzle(id: "y", lastStarted: Self.day - 86_400, revid: 104)
        ]
        let order = CorpusPuzzleSource.pageOrder(manifest: manifest, seed: "s", level: level, played: played)
        #expect(order.count == 5)
        #expect(Set(order.prefix(3).map(\.pageid)) == [1, 3, 5])
        #expect(order.suffix(2).map(\.pageid) == [4, 2])
        // Unread pages keep the selection order of the seed and level.
        #expect(order.prefix(3).map(\.pageid) == fresh.map(\.pageid).filter { [1, 3, 5].contains($0) })
    }

    @Test func aLevelUpServesAPageNotReadBefore() throws {
        let store = RevisionStore(directory: repositoryRoot.appendingPathComponent("Corpus"))
        let source = CorpusPuzzleSource(store: store, seed: "play")
        var played: [PlayedPuzzle] = []
        var pages: [Int] = []
        for (game, level) in [1, 2, 3, 4, 5].enumerated() {
            let next = try #require(try source.nextPuzzle(for: PuzzleRequest(level: level, played: played)))
            pages.append(next.puzzle.source.pageid)
            played.append(
                PlayedPuzzle(id: next.puzzle.id, lastStarted: Self.day + Double(game), revid: next.puzzle.source.revid))
        }
        #expect(Set(pages).count == pages.count, "pages \(pages)")
    }
}
