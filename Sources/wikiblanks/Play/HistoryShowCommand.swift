import ArgumentParser
import BlanksPlay
import BlanksSupport
import Foundation

/// `wikiblanks history show GAME`: one game's moves in order, time per blank, mistakes and changes.
struct HistoryShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Show one game: moves in order, time per blank, mistakes and changes.")

    @Argument(help: "The game, as history lists it: a number for a blanks game, T and a number for a trace game.")
    var game: String

    @OptionGroup var progress: ProgressOptions

    func run() throws {
        guard FileManager.default.fileExists(atPath: progress.databasePath) else {
            throw Console.fail(
                TraceGameName.id(game).map { "\(ProgressStoreError.noSuchTraceGame($0))" }
                    ?? Int64(game).map { "\(ProgressStoreError.noSuchGame($0))" }
                    ?? "\(ProgressStoreError.noSuchGameNamed(game))")
        }
        let store = try progress.openStore()
        do {
            try GameHistory.show(store: store, game: game).forEach { print($0.escapingControlCharacters) }
        } catch {
            throw Console.fail("\(error)")
        }
    }
}
