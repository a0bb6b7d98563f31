import ArgumentParser
import BlanksExport
import Foundation

extension PaperSize: ExpressibleByArgument {}

struct ExportPrintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "print",
        abstract: "Write a printable worksheet (HTML, and a PDF with --pdf): every puzzle, then an answer key.",
        discussion: """
            Each puzzle has its title, the passage with numbered blanks, the word bank and its source \
            with the licence; the answer key starts on a page of its own. Open the HTML in a browser \
            and print it, or give --pdf to have headless Chromium print it (Chromium must be installed).
            """
    )

    @OptionGroup var options: ExportOptions

    @Option(help: "a4 or letter.")
    var paper: PaperSize = .a4

    @Flag(help: "Puzzles one after another instead of one per page.")
    var packed = false

    @Flag(help: "Larger type, for readers who need it.")
    var largePrint = false

    @Option(help: "Also print the worksheet to this PDF file with headless Chromium.")
    var pdf: String?

    func validate() throws {
        if let pdf, pdf.isEmpty { throw ValidationError("--pdf must name a file") }
    }

    func run() throws {
        let printer: ChromiumPrinter?
        if pdf != nil {
            do {
                printer = try ChromiumPrinter.installed()
            } catch {
                throw Console.fail("\(error)")
            }
        } else {
            printer = nil
        }
        let layout = WorksheetOptions(paper: paper, packed: packed, largePrint: largePrint)
        try options.run(
            .print(layout),
            label: "worksheet (\(paper.rawValue)\(packed ? ", packed" : "")\(largePrint ? ", large print" : ""))")
        guard let printer, let pdf else { return }
        do {
            let bytes = try printer.printPDF(html: URL(fileURLWithPath: options.out), to: URL(fileURLWithPath: pdf))
            print(
                "\(pdf): worksheet PDF printed by \(printer.executable.path), \(bytes) bytes".escapingControlCharacters)
        } catch {
            throw Console.fail("\(error)")
        }
    }
}
