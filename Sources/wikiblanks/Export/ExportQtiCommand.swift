import ArgumentParser
import BlanksExport

extension QTIInteractionType: ExpressibleByArgument {}

struct ExportQtiCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "qti",
        abstract: "Write a QTI 2.1 content package (.zip): an assessment test per batch, an item per puzzle.",
        discussion: """
            Import it in Canvas, Blackboard, ILIAS, OpenOlat or TAO (Moodle: with a QTI plugin) as a \
            QTI 2.1 / IMS content package. Item identifiers come from the puzzle ids, so platforms that match items by \
            identifier update them on a second import.
            """
    )

    @OptionGroup var options: ExportOptions

    @Option(
        name: .customLong("qti-type"),
        help: "inline-choice (a drop-down of the ten words per blank) or text-entry (a text box per blank).")
    var qtiType: QTIInteractionType = .inlineChoice

    func run() throws {
        try options.run(.qti(qtiType), label: "QTI package (\(qtiType.rawValue))")
    }
}
