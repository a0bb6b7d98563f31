import ArgumentParser

struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract:
            "Export batches as an Anki package, a Moodle question file, an offline web player, a QTI package or a printable worksheet.",
        discussion: """
            Every exported puzzle carries its article's title, a link to the revision and to its \
            history, and its licence. The same batches give the same bytes; a damaged batch is \
            refused and no output file is left.
            """,
        subcommands: [
            ExportAnkiCommand.self, ExportMoodleCommand.self, ExportHtmlCommand.self, ExportQtiCommand.self,
            ExportPrintCommand.self
        ]
    )
}
