import ArgumentParser
import BlanksSupport

/// `wikiblanks version`: the same line as `wikiblanks --version` and `-V`, for those who
/// type the word (CLITests' UsageTests keep the three equal).
struct VersionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "version", abstract: "Print the version (the same as --version and -V).")

    func run() {
        print(ToolInfo.version)
    }
}
