import BlanksCorpus
import BlanksExport
import BlanksModel
import BlanksPuzzle
import Foundation
import FuzzCommon

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Arbitrary text as an article title and at the head of a passage, through
/// every escaper that writes a structured format: the Moodle XML file must
/// stay well-formed with exactly ten gaps per question (for both question
/// types), and the attribution page's Markdown must hold no tag, link or
/// table cell the title did not escape.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let text = FuzzInput.string(start, count)
    checkMoodle(title: text)
    checkMarkdown(title: text)
    return 0
}

/// A valid puzzle: ten sentences of "Word is here.", the first word of each blanked.
private func puzzle(title: String, prefix: String) -> Puzzle {
    let sentence = "Alpha is here."
    var body = prefix.isEmpty ? "" : prefix + " "
    var blanks: [Puzzle.Blank] = []
    var sentences: [TextRange] = []
    let words = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliet"]
    for (index, word) in words.enumerated() {
        if index > 0 { body += " " }
        let start = body.utf16.count
        body += sentence.replacingOccurrences(of: "Alpha", with: word)
        sentences.append(TextRange(start: start, length: sentence.utf16.count - 5 + word.utf16.count))
        blanks.append(Puzzle.Blank(start: start, length: word.utf16.count, answer: word, pos: "NOUN", sentence: index))
    }
    return Puzzle(
        id: "fuzz", seed: "fuzz", level: 4, generator: .init(name: "wikiblanks", version: "fuzz"),
        source: .init(
            site: "en.wikipedia.org", pageid: 1, revid: 1, title: title,
            timestamp: "2016-01-01T00:00:00Z", sha1: String(repeating: "0", count: 40),
            url: "https://en.wikipedia.org/w/index.php?oldid=1", license: "CC BY-SA 3.0"),
        text: body, paragraphs: [TextRange(start: 0, length: body.utf16.count)], sentences: sentences,
        blanks: blanks, options: words.reversed())
}

private func checkMoodle(title: String) {
    let made = puzzle(title: title, prefix: title.replacingOccurrences(of: "\n", with: " "))
    guard let exported = try? ExportPuzzle(made, file: "fuzz") else { return }
    let batch = ExportBatch(path: "fuzz", manifest: manifest, puzzles: [exported])
    for type in MoodleQuestionType.allCases {
        let xml = MoodleQuiz(type: type).xml(for: [batch])
        let reader = QuestionTextReader()
        let parser = XMLParser(data: xml)
        parser.delegate = reader
        guard parser.parse() else { fatalError("Moodle XML not well-formed for title \(title.debugDescription)") }
        let gaps =
            type == .gapselect
            ? reader.text.components(separatedBy: "[[").count - 1
            : reader.text.components(separatedBy: "{1:").count - 1
        guard gaps == 10 else { fatalError("\(gaps) gaps, not 10, for title \(title.debugDescription)") }
    }
}

/// A batch manifest as a file holds one (the type has no public initialiser).
private let manifest: BatchManifest = {
    let json = #"""
        {"schema":1,"batch":"fuzz-L4-n1-0","seed":"fuzz","level":4,"requested":1,"count":1,
         "corpus":{"manifestSHA256":"0","revisions":1,"pages":1},"generator":{"name":"wikiblanks","version":"fuzz"},
         "files":{},"puzzles":[{"id":"fuzz","revid":1,"rank":0}],"reusedPages":false}
        """#
    do {
        return try JSONDecoder().decode(BatchManifest.self, from: Data(json.utf8))
    } catch {
        fatalError("the fixed manifest does not decode: \(error)")
    }
}()

private func checkMarkdown(title: String) {
    let entry = ManifestEntry(
        revid: 1, pageid: 1, ns: 0, title: title, timestamp: "2016-01-01T00:00:00Z",
        sha1: String(repeating: "0", count: 40), bytes: 1)
    let page = Attribution.markdown(for: Manifest(entries: [entry]), site: "en.wikipedia.org")
    guard let row = page.split(separator: "\n").last else { fatalError("no row") }
    guard !row.contains("<"), !row.contains("\n") else { fatalError("raw markup in \(row.debugDescription)") }
    var escaped = false
    var cells = 0
    for character in row {
        if escaped {
            escaped = false
            continue
        }
        if character == "\\" { escaped = true } else if character == "|" { cells += 1 }
        if character == "[" && cells == 1 { fatalError("unescaped bracket in the title cell: \(row.debugDescription)") }
    }
    guard cells == 5 else { fatalError("\(cells) cell bars in \(row.debugDescription)") }
}

/// The question text of the last question, CDATA joined.
private final class QuestionTextReader: NSObject, XMLParserDelegate {
    var text = ""
    private var inQuestionText = false
    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if name == "questiontext" {
            inQuestionText = true
            text = ""
        }
    }
    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "questiontext" { inQuestionText = false }
    }
    func parser(_ parser: XMLParser, foundCDATA block: Data) {
        if inQuestionText { text += String(decoding: block, as: UTF8.self) }
    }
    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if inQuestionText { text += string }
    }
}
