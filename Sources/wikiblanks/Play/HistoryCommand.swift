import ArgumentParser
import BlanksPlay
import BlanksSupport
import Foundation

/// `wikiblanks history`: date, article, level, score and time of each game of a profile,
/// blanks and trace together; `history show GAME` for one game. Listing is the command
/// itself, not a default subcommand, so `history --help` lists its options.
struct HistoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "List a profile's games (blanks and trace together), or show one game's moves and analytics.",
        subcommands: [HistoryListCommand.self, HistoryShowCommand.self]
    )

    @OptionGroup var listing: HistoryListing

    func run() throws {
        try listing.run()
    }
}

/// `wikiblanks history list`: the same as `wikiblanks history`, by name.
struct HistoryListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List a profile's games, blanks and trace together, with their kind.")

    @OptionGroup var listing: HistoryListing

    func run() throws {
        try listing.run()
    }
}

/// The options and the listing `history` and `history list` share.
struct HistoryListing: ParsableArguments {

    @OptionGroup var progress: ProgressOptions

    @Flag(
        help:
            "Print the games as a JSON array for scripts: kind, game, level, score, completed, started, seconds, moves, hints."
    )
    var json = false

    func run() throws {
        if json { return try printJSON() }
        guard FileManager.default.fileExists(atPath: progress.databasePath) else {
            print("No games yet for profile \(progress.profile) (no progress database at \(progress.databasePath)).")
            return
        }
        let store = try progress.openStore()
        do {
            try GameHistory.list(store: store, profileName: progress.profile).forEach {
                print($0.escapingControlCharacters)
            }
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
