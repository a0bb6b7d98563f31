import ArgumentParser
import BlanksExport

extension MoodleQuestionType: ExpressibleByArgument {}

struct ExportMoodleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "moodle",
        abstract: "Write Moodle XML: a category per batch, a question per puzzle.",
        discussion: "Import it in Moodle with Question bank → Import → Moodle XML format."
    )

    @OptionGroup var options: ExportOptions

    @Option(
        name: .customLong("moodle-type"),
        help: "gapselect (Select missing words) or cloze (Embedded answers).")
    var moodleType: MoodleQuestionType = .gapselect

    func run() throws {
        try options.run(.moodle(moodleType), label: "Moodle XML (\(moodleType.rawValue))")
    }
}
