import ArgumentParser
import BlanksPlay
import Foundation

/// The options `play` and `history` share: whose progress, in which file.
struct ProgressOptions: ParsableArguments {
    @Option(help: "The player's profile name.")
    var profile = "default"

    @Option(
        help: ArgumentHelp(
            "The progress database (default: $XDG_DATA_HOME/wikiblanks/progress.sqlite, "
                + "else ~/.local/share/wikiblanks/progress.sqlite).", valueName: "file"))
    var db: String?

    var databasePath: String {
        db ?? ProgressStore.defaultPath(environment: ProcessInfo.processInfo.environment)
    }

    /// Opens the store, or prints why not and exits 1.
    func openStore() throws -> ProgressStore {
        do {
            return try ProgressStore.open(path: databasePath)
        } catch {
            throw Console.fail("\(error)")
        }
    }
}
