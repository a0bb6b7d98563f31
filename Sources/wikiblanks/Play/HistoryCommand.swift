import ArgumentParser
import BlanksPlay
import BlanksSupport
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
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List a profile's games, blanks and trace together, with their kind.")

    @OptionGroup var progress: ProgressOptions

    @Flag(help: "Print the games as a JSON array for scripts: kind, game, level, score, completed, started, seconds, moves, hints.")
    var json = false

    func run() throws {
        if json { return try printJSON() }
        guard FileManager.default.fileExists(atPath: progress.databasePath) else {
            print("No games yet for profile \(progress.profile) (no progress database at \(progress.databasePath)).")
            return
        }
        let store = try progress.openStore()
        do {
            try GameHistory.list(store: store, profileName: progress.profile).forEach { print($0.escapingControlCharacters) }
        } catch {
            throw Console.fail("\(error)")
        }
    }

    /// `[]` when there is no progress database yet.
    private func printJSON() throws {
        var entries: [GameHistory.Entry] = []
        if FileManager.default.fileExists(atPath: progress.databasePath) {
            do {
                entries = try GameHistory.entries(store: try progress.openStore(), profileName: progress.profile)
            } catch let error as ExitCode {
                throw error
            } catch {
                throw Console.fail("\(error)")
            }
        }
        print(String(decoding: try CanonicalJSON.encode(entries), as: UTF8.self))
    }
}
