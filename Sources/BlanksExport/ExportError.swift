/// Why an export could not be made. Each names the file (and line) to look at;
/// no output file is left behind when one is thrown.
package enum ExportError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A batch's puzzles.jsonl or manifest.json is missing or unreadable.
    case unreadableBatch(path: String, reason: String)
    /// A line of puzzles.jsonl that is not a puzzle we can export.
    case badPuzzle(path: String, line: Int, reason: String)
    /// A line of a kind of puzzle (`"kind":"trace"`) the format does not play (only the web player plays trace).
    case unsupportedKind(path: String, line: Int, kind: String)
    /// puzzles.jsonl and its manifest.json disagree.
    case manifestMismatch(path: String, line: Int?, reason: String)
    /// The same puzzle id in two of the batches given.
    case duplicatePuzzle(id: String, path: String, line: Int, firstPath: String)
    case noBatches
    /// More than a zip without ZIP64 holds (4 GiB per entry or archive).
    case tooLarge(what: String)
    case cannotWrite(path: String, reason: String)
    /// The web player's template (this program's own resources) is missing or
    /// breaks the assembly contract.
    case brokenPlayerTemplate(reason: String)
    /// `--pdf` was asked for and no Chromium to print with was found.
    case noPDFPrinter(reason: String)
    /// Chromium ran and gave no PDF.
    case pdfFailed(reason: String)

    package var description: String {
        switch self {
        case .unreadableBatch(let path, let reason):
            return "\(path): \(reason)"
        case .badPuzzle(let path, let line, let reason):
            return "\(path), line \(line): \(reason)"
        case .unsupportedKind(let path, let line, let kind):
            return
                "\(path), line \(line): a \"\(kind)\" puzzle; this format takes fill-in-the-blank batches only (export html plays trace batches)"
        case .manifestMismatch(let path, let line, let reason):
            return
                "\(path)\(line.map { ", line \($0)" } ?? ""): does not match its manifest.json (\(reason)); regenerate the batch"
        case .duplicatePuzzle(let id, let path, let line, let firstPath):
            return "\(path), line \(line): puzzle \(id) is already in \(firstPath); give each batch once"
        case .noBatches:
            return "no batch given"
        case .tooLarge(let what):
            return "\(what) is larger than a zip file without ZIP64 can hold (4 GiB); export fewer batches at once"
        case .cannotWrite(let path, let reason):
            return "\(path): cannot write (\(reason))"
        case .brokenPlayerTemplate(let reason):
            return "the web player's template is broken: \(reason); reinstall wikiblanks with its resources"
        case .noPDFPrinter(let reason):
            return
                "a PDF needs headless Chromium, and there is none: \(reason); install it (Debian: apt-get install chromium) "
                + "or leave out --pdf, open the HTML in a browser and print it; nothing was written"
        case .pdfFailed(let reason):
            return "the PDF was not printed: \(reason)"
        }
    }
}
