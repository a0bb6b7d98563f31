import ArgumentParser

struct ExportHtmlCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "html",
        abstract: "Write the offline web player: one HTML file that plays the batches in any browser.",
        discussion: """
            Nothing is fetched: code, styles and puzzles are inside the file. Open it from disk or put it \
            on any static web server. Progress stays in the browser; docs/player.md has the details.
            """
    )

    @OptionGroup var options: ExportOptions

    func run() throws {
        try options.run(.html, label: "web player")
    }
}
