import BlanksModel
import Foundation

/// Hand-built puzzles for the tests: ten sentences in two paragraphs, one
/// blank each, with accents and an emoji so UTF-16 offsets matter.
public enum PuzzleFixtures {
    /// Each sentence with its blank in braces.
    public static let sentences = [
        "Anarchism is a political philosophy {that} rejects rulers.",
        "Its name comes {from} the Greek word anarkhia.",
        "Pierre-Joseph Proudhon {was} the first to call himself an anarchist.",
        "Émile Armand wrote 🎲 {about} free love and individualism.",
        "Many anarchists {opposed} the state.",
        "{The} movement grew in the nineteenth century.",
        "Anarchists took part {in} several revolutions.",
        "Some groups favoured {violent} action.",
        "Others chose {the} path of education.",
        "Today anarchism remains {active} in many countries."
    ]
    public static let tags = ["SCONJ", "ADP", "AUX", "ADP", "VERB", "DET", "ADP", "ADJ", "DET", "ADJ"]
    /// The options list, as indexes into the answers: a fixed shuffle.
    public static let optionOrder = [4, 9, 0, 7, 2, 5, 8, 1, 6, 3]

    public static var answers: [String] {
        sentences.map { sentence in
            let open = sentence.firstIndex(of: "{")!
            let close = sentence.firstIndex(of: "}")!
            return String(sentence[sentence.index(after: open)..<close])
        }
    }

    /// The number (from 1) of the option holding blank `blank`'s answer.
    public static func optionNumber(forBlank blank: Int) -> Int {
        optionOrder.firstIndex(of: blank - 1)! + 1
    }

    public static func puzzle(
        id: String = "fixture-1", level: Int = 1, title: String = "Anarchism",
        revid: Int = 716_551_092
    ) -> Puzzle {
        var text = ""
        var paragraphs: [TextRange] = []
        var sentenceRanges: [TextRange] = []
        var blanks: [Puzzle.Blank] = []
        var paragraphStart = 0
        for (index, sentence) in sentences.enumerated() {
            if index == 5 {
                paragraphs.append(TextRange(start: paragraphStart, length: text.utf16.count - paragraphStart))
                text += "\n\n"
                paragraphStart = text.utf16.count
            } else if index > 0 {
                text += " "
            }
            let sentenceStart = text.utf16.count
            let before = sentence[..<sentence.firstIndex(of: "{")!]
            let answer = answers[index]
            let blankStart = sentenceStart + before.utf16.count
            text += sentence.replacingOccurrences(of: "{", with: "").replacingOccurrences(of: "}", with: "")
            blanks.append(
                Puzzle.Blank(
                    start: blankStart, length: answer.utf16.count, answer: answer,
                    pos: tags[index], sentence: index))
            sentenceRanges.append(TextRange(start: sentenceStart, length: text.utf16.count - sentenceStart))
        }
        paragraphs.append(TextRange(start: paragraphStart, length: text.utf16.count - paragraphStart))
        return Puzzle(
            id: id, seed: "fixture", level: level,
            generator: .init(name: "wikiblanks", version: "0.1.0"),
            source: .init(
                site: "en.wikipedia.org", pageid: 12, revid: revid, title: title,
                timestamp: "2016-04-22T10:19:33Z", sha1: "0123456789abcdef0123456789abcdef01234567",
                url: "https://en.wikipedia.org/w/index.php?oldid=\(revid)", license: "CC BY-SA 3.0"),
            text: text, paragraphs: paragraphs, sentences: sentenceRanges, blanks: blanks,
            options: optionOrder.map { answers[$0] })
    }

    /// `puzzle` with blank `index`'s answer (from 0) replaced by `word` in the
    /// text, the blank, the options and every range after it: a puzzle file
    /// may hold any word there, so tests put hostile ones in.
    public static func replacingAnswer(of puzzle: Puzzle, blank index: Int, with word: String) -> Puzzle {
        var result = puzzle
        let old = puzzle.blanks[index]
        let units = Array(puzzle.text.utf16)
        result.text =
            String(decoding: units[..<old.start], as: UTF16.self) + word
            + String(decoding: units[(old.start + old.length)...], as: UTF16.self)
        let shift = word.utf16.count - old.length
        result.blanks[index].answer = word
        result.blanks[index].length = word.utf16.count
        for later in result.blanks.indices where later > index { result.blanks[later].start += shift }
        func moved(_ range: TextRange) -> TextRange {
            if range.start > old.start { return TextRange(start: range.start + shift, length: range.length) }
            if range.end > old.start { return TextRange(start: range.start, length: range.length + shift) }
            return range
        }
        result.sentences = puzzle.sentences.map(moved)
        result.paragraphs = puzzle.paragraphs.map(moved)
        if let option = result.options.firstIndex(of: old.answer) { result.options[option] = word }
        return result
    }

    /// `puzzle` with `text` put before its passage and its blanks moved along
    /// (sentences and paragraphs as they were): hostile text before the first gap.
    public static func prefixing(_ puzzle: Puzzle, with text: String) -> Puzzle {
        var result = puzzle
        result.text = text + puzzle.text
        for index in result.blanks.indices { result.blanks[index].start += text.utf16.count }
        return result
    }

    /// Several distinct puzzles (ids, titles, revisions, levels).
    public static func batch(levels: [Int] = [1, 1, 2, 0]) -> [Puzzle] {
        let titles = ["Anarchism", "Albedo", "Autism", "Aristotle", "Alabama", "Achilles"]
        return levels.enumerated().map { index, level in
            puzzle(
                id: "fixture-\(index + 1)", level: level, title: titles[index % titles.count],
                revid: 716_551_092 + index)
        }
    }

    /// One JSON line per puzzle, as the generator writes puzzles.jsonl.
    public static func jsonLines(_ puzzles: [Puzzle]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return puzzles.map { String(decoding: try! encoder.encode($0), as: UTF8.self) + "\n" }.joined()
    }

    /// Writes a batch directory (puzzles.jsonl and a manifest.json) under `parent`.
    @discardableResult
    public static func writeBatch(_ puzzles: [Puzzle], named name: String = "batch-1", in parent: URL) throws -> URL {
        let directory = parent.appendingPathComponent(name, isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(jsonLines(puzzles).utf8).write(to: directory.appendingPathComponent("puzzles.jsonl"))
        try Data("{\"seed\":\"fixture\",\"count\":\(puzzles.count)}\n".utf8)
            .write(to: directory.appendingPathComponent("manifest.json"))
        return directory
    }
}
