import Foundation

/// A printable worksheet of whole batches, one self-contained HTML page that
/// any browser prints (and Chromium turns into a PDF): per puzzle a title,
/// the passage with numbered blanks to write on, the word bank and the
/// source line with its licence; then an answer key starting on a page of
/// its own, the answers numbered like the blanks. The links are printed as
/// text, since paper cannot be clicked. Everything from the batch is
/// HTML-escaped. The same batches and options give the same bytes.
package struct Worksheet: Sendable {
    package var options: WorksheetOptions

    package init(options: WorksheetOptions) {
        self.options = options
    }

    /// O(total size of the batches).
    package func html(for batches: [ExportBatch], progress: (Int) -> Void = { _ in }) -> Data {
        let title = batches.count == 1 ? "Worksheet: \(batches[0].title)" : "Worksheet: \(batches.count) batches"
        var out = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(HTML.escape(title))</title>
            <style>
            \(style)
            </style>
            </head>
            <body class="\(options.packed ? "packed" : "paged")\(options.largePrint ? " large" : "")">

            """
        var number = 0
        var puzzles: [(number: Int, puzzle: ExportPuzzle)] = []
        for batch in batches {
            for puzzle in batch.puzzles {
                number += 1
                out += sheet(puzzle, number: number, batch: batch)
                puzzles.append((number, puzzle))
                progress(number)
            }
        }
        out += "<section class=\"key\">\n<h1>Answer key</h1>\n"
        for (number, puzzle) in puzzles {
            let answers = puzzle.puzzle.blanks.enumerated().map { index, blank in
                "<li><b>(\(index + 1))</b>&nbsp;\(HTML.escape(blank.answer))</li>"
            }.joined(separator: " ")
            out +=
                "<div class=\"answers\"><h2>\(number). \(HTML.escape(puzzle.puzzle.source.title))</h2><ol>\(answers)</ol></div>\n"
        }
        out += "</section>\n</body>\n</html>\n"
        return Data(out.utf8)
    }

    /// One puzzle: heading, word bank, passage with numbered write-in
    /// blanks, the source line.
    func sheet(_ puzzle: ExportPuzzle, number: Int, batch: ExportBatch) -> String {
        let source = puzzle.puzzle
        var out = "<section class=\"sheet\">\n"
        out += "<h1>\(number). \(HTML.escape(source.source.title))</h1>\n"
        out +=
            "<p class=\"meta\">Name: <span class=\"line\"></span> Score: ____ / \(source.blanks.count)"
            + " <span class=\"batch\">\(HTML.escape(batch.title))</span></p>\n"
        out +=
            "<p class=\"instructions\">Fill each numbered blank with one word from the word bank. Each word is used once.</p>\n"
        let words = source.options.map { "<li>\(HTML.escape($0))</li>" }.joined(separator: " ")
        out += "<div class=\"bank\"><h2>Word bank</h2><ul>\(words)</ul></div>\n"
        out += "<div class=\"passage\">\n"
        for pieces in puzzle.paragraphs {
            out +=
                "<p>"
                + pieces.map { piece in
                    switch piece {
                    case .text(let text):
                        return HTML.passageText(text, alsoEncoding: [])
                    case .gap(let number, _, _):
                        return "<span class=\"gap\"><b>(\(number))</b>&nbsp;<span class=\"blank\"></span></span>"
                    }
                }.joined() + "</p>\n"
        }
        out += "</div>\n" + sourceLine(puzzle.attribution) + "</section>\n"
        return out
    }

    /// The attribution with each link written out.
    func sourceLine(_ attribution: SourceAttribution) -> String {
        "<p class=\"source\">From the Wikipedia article “\(HTML.escape(attribution.title))”, revision "
            + "\(HTML.escape(attribution.revisionURL)) (authors: \(HTML.escape(attribution.historyURL))), licensed under "
            + "\(HTML.escape(attribution.licence.name)) (\(HTML.escape(attribution.licence.url))). "
            + "\(SourceAttribution.changeNote)</p>\n"
    }

    /// Print styles: the paper size, margins, type sizes; page breaks before
    /// each puzzle (unless packed: then a puzzle may run on to the next page,
    /// its heading and word bank kept with its passage) and before the key.
    var style: String {
        let size = options.largePrint ? "17pt" : "11pt"
        return """
            @page { size: \(options.paper.css); margin: 14mm 15mm 15mm 15mm; }
            html { font-family: "DejaVu Serif", "Liberation Serif", Georgia, serif; font-size: \(size); line-height: 1.55; color: #000; background: #fff; }
            body { margin: 0; }
            h1 { font-size: 1.35em; margin: 0 0 0.2em; }
            h2 { font-size: 1em; margin: 0 0 0.2em; }
            .meta { margin: 0 0 0.4em; font-family: "DejaVu Sans", "Liberation Sans", sans-serif; font-size: 0.85em; }
            .meta .line { display: inline-block; width: 14em; border-bottom: 1px solid #000; margin-right: 2em; }
            .meta .batch { float: right; color: #444; }
            .instructions { margin: 0 0 0.5em; font-style: italic; }
            .bank { border: 1.5px solid #000; border-radius: 4px; padding: 0.3em 0.7em; margin: 0 0 0.8em; break-inside: avoid; }
            .bank h2 { display: inline; margin-right: 0.6em; font-family: "DejaVu Sans", "Liberation Sans", sans-serif; font-size: 0.85em; }
            .bank ul, .answers ol { display: inline; margin: 0; padding: 0; }
            .bank li { display: inline-block; margin: 0 1.1em 0 0; font-weight: bold; }
            .passage p { margin: 0 0 0.6em; text-align: left; }
            .gap { white-space: nowrap; }
            .gap b { font-family: "DejaVu Sans", "Liberation Sans", sans-serif; font-size: 0.8em; }
            .gap .blank { display: inline-block; width: 6.5em; border-bottom: 1px solid #000; }
            .source { font-size: 0.75em; color: #333; margin-top: 0.8em; overflow-wrap: anywhere; }
            .sheet { break-before: page; }
            .sheet:first-of-type { break-before: auto; }
            .packed .sheet { break-before: auto; margin-bottom: 1.2em; padding-bottom: 0.8em; border-bottom: 1px dashed #888; }
            .packed h1, .packed .meta, .packed .instructions, .packed .bank { break-after: avoid; }
            .key { break-before: page; }
            .key h1 { margin-bottom: 0.6em; }
            .answers { margin: 0 0 0.45em; break-inside: avoid; font-size: 0.9em; line-height: 1.4; }
            .answers h2 { display: inline; margin: 0 0.8em 0 0; font-size: 1em; }
            .answers li { display: inline-block; margin: 0 0.9em 0 0; }
            @media screen { body { max-width: 46em; margin: 1em auto; padding: 0 1em; } .sheet, .key { border-top: 2px solid #ccc; padding-top: 1em; } }
            """
    }
}
