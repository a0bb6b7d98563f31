import ArgumentParser
import BlanksPlay
import Foundation

/// `wikiblanks history show GAME`: one game's moves in order, time per blank, mistakes and changes.
struct HistoryShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Show one game: moves in order, time per blank, mistakes and changes.")

    @Argument(help: "The game number, as history lists it.")
    var game: Int64

    @OptionGroup var progress: ProgressOptions

    func run() throws {
        guard FileManager.default.fileExists(atPath: progress.databasePath) else {
            throw Console.fail("\(ProgressStoreError.noSuchGame(game))")
        }
        let store = try progress.openStore()
        do {
            try HistoryReport.show(store: store, game: game).forEach { print($0) }
        } catch {
            throw Console.fail("\(error)")
        }
    }
}
