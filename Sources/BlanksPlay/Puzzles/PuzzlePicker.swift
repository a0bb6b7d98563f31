import Foundation

/// Chooses the next puzzle from a list, the same way every time.
///
/// Puzzles never started come first; among those already played, the one
/// started longest ago. Within that, the player's own level first, then
/// easier levels (nearest first), then level 0 (the classic mix), then harder
/// levels (nearest first); ties keep list order.
struct PuzzlePicker: Sendable {
    init() {}

    func pick(from candidates: [SourcedPuzzle], for request: PuzzleRequest) -> SourcedPuzzle? {
        var lastStarted: [String: Date] = [:]
        for played in request.played {
            lastStarted[played.id] = max(lastStarted[played.id] ?? played.lastStarted, played.lastStarted)
        }
        func sortKey(_ index: Int) -> (Double, Int, Int) {
            let puzzle = candidates[index].puzzle
            let started = lastStarted[puzzle.id]?.timeIntervalSince1970 ?? -Double.infinity
            return (started, levelRank(puzzle.level, for: request.level), index)
        }
        return candidates.indices.min { sortKey($0) < sortKey($1) }.map { candidates[$0] }
    }

    /// 0 for the player's level, then easier levels, then 0, then harder ones.
    func levelRank(_ puzzleLevel: Int, for playerLevel: Int) -> Int {
        if puzzleLevel == playerLevel { return 0 }
        if puzzleLevel >= 1, puzzleLevel < playerLevel { return playerLevel - puzzleLevel }
        if puzzleLevel == 0 { return 100 }
        return 200 + abs(puzzleLevel - playerLevel)
    }
}
