import BlanksModel
import BlanksSupport
import Foundation

/// A Moodle XML question file: per batch a category, then one question per
/// puzzle, named by title, level and number, `idnumber` its id. Gap choices keep the batch's seeded order
/// (`shuffleanswers` 0). HTML goes in CDATA; the same batches give the same bytes.
///
/// Hints: each gap is numbered in the text, and each question carries two
/// `<hint>` elements, which Moodle shows under "Interactive with multiple
/// tries" after a wrong try: first every gap's part of speech, then each
/// with its first letter, worded by `BlankHint` as every other player does.
public struct MoodleQuiz: Sendable {
    package var type: MoodleQuestionType

    /// A file whose questions are all of `type`.
    public init(type: MoodleQuestionType) {
        self.type = type
    }

    /// The whole question file for `batches`, in their order; O(total size of the batches).
    public func xml(for batches: [ExportBatch], progress: (Int) -> Void = { _ in }) -> Data {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<quiz>\n"
        var done = 0
        for batch in batches {
            out += category(batch)
            for (index, puzzle) in batch.puzzles.enumerated() {
                out += question(puzzle, number: index + 1)
                done += 1
                progress(done)
            }
        }
        out += "</quiz>\n"
        return Data(out.utf8)
    }

    /// `$course$/top/wikiblanks/<seed, level>`; a `/` in the seed is written
    /// `//`, which Moodle reads as a slash rather than a subcategory.
    func category(_ batch: ExportBatch) -> String {
        let name = batch.title.escapingControlCharacters.replacingOccurrences(of: "/", with: "//")
        return """
              <question type="category">
                <category><text>\(XMLText.escape("$course$/top/wikiblanks/\(name)"))</text></category>
                <info format="html"><text>\(XMLText.cdata("Batch \(HTML.escape(batch.manifest.batch)): fill-in-the-blank passages from Wikipedia."))</text></info>
              </question>

            """
    }

    /// The question's name in the bank: the article's title, the puzzle's
    /// level and its number in the batch, so that two puzzles of one article
    /// (at two levels, or in two batches' categories) are told apart in lists.
    static func name(_ puzzle: ExportPuzzle, number: Int) -> String {
        "\(puzzle.puzzle.source.title) (level \(puzzle.puzzle.level), puzzle \(number))"
    }

    /// `number`: the puzzle's place in its batch, from 1.
    func question(_ puzzle: ExportPuzzle, number: Int) -> String {
        let source = puzzle.puzzle
        let attribution = puzzle.attribution.html(alsoEncoding: Self.markerCharacters)
        let body = passage(puzzle) + "\n" + attribution
        var xml = """
              <question type="\(type == .gapselect ? "gapselect" : "cloze")">
                <name><text>\(XMLText.escape(Self.name(puzzle, number: number).escapingControlCharacters))</text></name>
                <questiontext format="html"><text>\(XMLText.cdata(body))</text></questiontext>
                <generalfeedback format="html"><text>\(XMLText.cdata(attribution))</text></generalfeedback>
                <defaultgrade>\(source.blanks.count)</defaultgrade>
                <penalty>0.3333333</penalty>
                <hidden>0</hidden>
                <idnumber>\(XMLText.escape(source.id))</idnumber>

            """
        if type == .gapselect {
            xml += """
                    <shuffleanswers>0</shuffleanswers>
                    <correctfeedback format="html"><text></text></correctfeedback>
                    <partiallycorrectfeedback format="html"><text></text></partiallycorrectfeedback>
                    <incorrectfeedback format="html"><text></text></incorrectfeedback>
                    <shownumcorrect/>

                """
            for option in source.options {
                xml += "    <selectoption><text>\(XMLText.escape(option))</text><group>1</group></selectoption>\n"
            }
        }
        return xml + hints(puzzle) + "  </question>\n"
    }

    /// One `<hint>` per `BlankHint.Step`, in order: a list numbered like the gaps.
    func hints(_ puzzle: ExportPuzzle) -> String {
        BlankHint.Step.allCases.map { step in
            let intro =
                step == .partOfSpeech ? "Each gap's part of speech:" : "Each gap's part of speech and first letter:"
            let items = puzzle.puzzle.blanks.map { "<li>\(HTML.escape(BlankHint($0).text(step)))</li>" }.joined()
            return
                "    <hint format=\"html\"><text>\(XMLText.cdata("<p>\(intro)</p><ol>\(items)</ol>"))</text></hint>\n"
        }.joined()
    }

    /// The passage as HTML paragraphs with this type's gap markers, each
    /// after its number, which the hints' numbered lists refer to.
    func passage(_ puzzle: ExportPuzzle) -> String {
        puzzle.paragraphs.map { pieces in
            "<p>"
                + pieces.map { piece in
                    switch piece {
                    case .text(let text):
                        return HTML.passageText(text, alsoEncoding: Self.markerCharacters)
                    case .gap(let number, _, _):
                        return "<sup>\(number)</sup>" + marker(puzzle, gap: number)
                    }
                }.joined() + "</p>"
        }.joined(separator: "\n")
    }

    /// Characters of gap syntax (`[[1]]`, `{1:MC:…}`), written as numeric entities in passage text.
    static let markerCharacters: Set<Unicode.Scalar> = ["[", "]", "{", "}"]

    /// Characters with a meaning inside a cloze answer list, written as numeric entities.
    static let clozeAnswerCharacters: Set<Unicode.Scalar> = ["~", "}", "#", "{", "=", "\\"]

    /// `[[k]]`: the gap's right choice is option k (1-based) of the group;
    /// `{1:MC:…}`: every option in order, `=` before the right one.
    private func marker(_ puzzle: ExportPuzzle, gap number: Int) -> String {
        let right = puzzle.optionIndex[number - 1]
        switch type {
        case .gapselect:
            return "[[\(right + 1)]]"
        case .cloze:
            let choices = puzzle.puzzle.options.enumerated().map { index, option in
                (index == right ? "=" : "") + HTML.escape(option, alsoEncoding: Self.clozeAnswerCharacters)
            }
            return "{1:MC:" + choices.joined(separator: "~") + "}"
        }
    }
}
