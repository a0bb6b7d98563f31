import ArgumentParser
import BlanksPlay
import Foundation

/// `wikiblanks history`: the games of a profile; `history show GAME` for one game.
struct HistoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "List a profile's games, or show one game's moves and analytics.",
        subcommands: [HistoryListCommand.self, HistoryShowCommand.self],
        defaultSubcommand: HistoryListCommand.self
    )
}

/// `wikiblanks history [list]`: date, article, level, score and time of each game.
struct HistoryListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List a profile's games.")

    @OptionGroup var progress: ProgressOptions

    func run() throws {
        guard FileManager.default.fileExists(atPath: progress.databasePath) else {
            print("No games yet for profile \(progress.profile) (no progress database at \(progress.databasePath)).")
            return
        }
        let store = try progress.openStore()
        do {
            try HistoryReport.list(store: store, profileName: progress.profile).forEach { print($0) }
        } catch {
            throw Console.fail("\(error)")
        }
    }
}
