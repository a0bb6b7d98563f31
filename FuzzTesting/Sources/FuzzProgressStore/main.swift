@testable import BlanksPlay
import FuzzCommon
import Foundation

/// The progress store opening an arbitrary file as its SQLite database, then
/// reading what a player's session reads.
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
            }
        }
    }
    if let profile = try? store.profile(named: "fuzz", at: Date(timeIntervalSince1970: 0)) {
        _ = try? store.games(profile: profile.id)
    }
    return 0
}
