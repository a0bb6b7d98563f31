import Foundation

/// The passages of the pages a walk will draw from again, by revid, shared by
/// the walk's threads. A walk keeps one only when its later passes can happen
/// (it wants more puzzles than it owns pages), and only for latest revisions,
/// the ones later passes revisit: so it holds fewer passages than the walk's
/// puzzles, and a walk over a large corpus holds none.
final class PassageCache: @unchecked Sendable {
    private var passages: [Int: PuzzlePassage] = [:]
    private let lock = NSLock()

    func passage(revid: Int) -> PuzzlePassage? {
        lock.lock()
        defer { lock.unlock() }
        return passages[revid]
    }

    func store(_ passage: PuzzlePassage, revid: Int) {
        lock.lock()
        passages[revid] = passage
        lock.unlock()
    }
}
