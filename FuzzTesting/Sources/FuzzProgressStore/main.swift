import Foundation
import FuzzCommon

@testable import BlanksPlay

/// The progress store opening an arbitrary file as its SQLite database, then
/// reading what a player's session and `history` read: blanks and trace games
/// with their moves and dates.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let data = FuzzInput.data(start, count)
    let folder = Scratch.freshDirectory("progress")
    let path = folder.appendingPathComponent("progress.sqlite").path
    guard FileManager.default.createFile(atPath: path, contents: data) else { return 0 }
    guard let store = try? ProgressStore.open(path: path, busyTimeout: 0.1) else { return 0 }
    if let profile = try? store.existingProfile(named: "default") {
        _ = try? store.openGame(profile: profile.id)
        _ = try? store.playedPuzzles(profile: profile.id)
        if let games = try? store.games(profile: profile.id) {
            for game in games.prefix(20) {
                _ = try? store.game(id: game.id)
                _ = try? GameHistory.show(store: store, game: "\(game.id)")
            }
        }
        _ = try? store.traceLevel(profile: profile.id)
        _ = try? store.traceTotalScore(profile: profile.id)
        if let games = try? store.traceGames(profile: profile.id) {
            for game in games.prefix(20) {
                _ = try? store.traceGame(id: game.id)
                _ = try? GameHistory.show(store: store, game: game.gameName)
            }
        }
        _ = try? GameHistory.list(store: store, profileName: "default")
    }
    if let profile = try? store.profile(named: "fuzz", at: Date(timeIntervalSince1970: 0)) {
        _ = try? store.games(profile: profile.id)
    }
    return 0
}
