import ArgumentParser

struct ExportAnkiCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "anki",
        abstract: "Write an Anki package (.apkg): a deck per batch, a cloze note per puzzle, a card per blank.",
        discussion: "Import it in Anki with File → Import. Importing it again updates the notes (GUID = puzzle id)."
    )

    @OptionGroup var options: ExportOptions

    func run() throws {
        try options.run(.anki, label: "Anki package")
    }
}
