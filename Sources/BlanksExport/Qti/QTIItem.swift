import Foundation

/// One puzzle as a QTI 2.1 `assessmentItem`: a response variable per blank
/// whose correct value is the blank's answer, the passage with an interaction
/// in each gap (numbered like every other player's gaps), the attribution
/// below it, and response processing that adds one point to `SCORE` per right
/// blank (`MAXSCORE` is the number of blanks).
///
/// Everything from the batch (title, passage, words, ids) is XML-escaped with
/// the characters XML 1.0 forbids replaced, so no article can break the file
/// or add markup; ids become identifiers through `QTIIdentifier`.
struct QTIItem: Sendable {
    var type: QTIInteractionType

    static let namespace = "http://www.imsglobal.org/xsd/imsqti_v2p1"
    static let schemaLocation = "http://www.imsglobal.org/xsd/qti/qtiv2p1/imsqti_v2p1.xsd"

    /// The item's path inside the package.
    static func href(_ puzzle: ExportPuzzle) -> String {
        "items/\(QTIIdentifier.item(puzzle.puzzle.id)).xml"
    }

    /// O(size of the puzzle).
    func xml(_ puzzle: ExportPuzzle) -> String {
        let source = puzzle.puzzle
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <assessmentItem xmlns="\(Self.namespace)" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" \
            xsi:schemaLocation="\(Self.namespace) \(Self.schemaLocation)" \
            identifier="\(QTIIdentifier.item(source.id))" title="\(XMLText.escape(source.source.title))" \
            adaptive="false" timeDependent="false" toolName="wikiblanks" toolVersion="\(XMLText.escape(source.generator.version))">

            """
        for (index, blank) in source.blanks.enumerated() {
            out += "  <responseDeclaration identifier=\"\(QTIIdentifier.response(index + 1))\" cardinality=\"single\" "
            switch type {
            case .inlineChoice:
                out +=
                    "baseType=\"identifier\">\n    <correctResponse><value>\(QTIIdentifier.choice(puzzle.optionIndex[index]))</value></correctResponse>\n"
            case .textEntry:
                out +=
                    "baseType=\"string\">\n    <correctResponse><value>\(XMLText.escape(blank.answer))</value></correctResponse>\n"
            }
            out += "  </responseDeclaration>\n"
        }
        let maximum = source.blanks.count
        out += """
              <outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float" normalMinimum="0" normalMaximum="\(maximum)">
                <defaultValue><value>0</value></defaultValue>
              </outcomeDeclaration>
              <outcomeDeclaration identifier="MAXSCORE" cardinality="single" baseType="float">
                <defaultValue><value>\(maximum)</value></defaultValue>
              </outcomeDeclaration>
              <itemBody>

            """
        if type == .textEntry {
            let words = source.options.map { XMLText.escape($0) }.joined(separator: ", ")
            out += "    <p class=\"wikiblanks-words\">Words: \(words)</p>\n"
        }
        out += "    <div class=\"wikiblanks-passage\">\n"
        for pieces in puzzle.paragraphs {
            out += "      <p>" + pieces.map { piece(puzzle, $0) }.joined() + "</p>\n"
        }
        out += "    </div>\n"
        out += "    " + XMLText.allowed(puzzle.attribution.html) + "\n"
        out += "  </itemBody>\n  <responseProcessing>\n"
        for index in source.blanks.indices {
            out += scoring(QTIIdentifier.response(index + 1))
        }
        out += "  </responseProcessing>\n</assessmentItem>\n"
        return out
    }

    private func piece(_ puzzle: ExportPuzzle, _ piece: PassagePiece) -> String {
        switch piece {
        case .text(let text):
            return XMLText.escape(text).replacingOccurrences(of: "\n", with: "<br/>")
        case .gap(let number, _, _):
            return "<sup>\(number)</sup>" + interaction(puzzle, number: number)
        }
    }

    private func interaction(_ puzzle: ExportPuzzle, number: Int) -> String {
        let response = QTIIdentifier.response(number)
        switch type {
        case .inlineChoice:
            let choices = puzzle.puzzle.options.enumerated().map { index, option in
                "<inlineChoice identifier=\"\(QTIIdentifier.choice(index))\">\(XMLText.escape(option))</inlineChoice>"
            }.joined()
            return
                "<inlineChoiceInteraction responseIdentifier=\"\(response)\" shuffle=\"false\">\(choices)</inlineChoiceInteraction>"
        case .textEntry:
            let longest = puzzle.puzzle.options.map(\.count).max() ?? 1
            return "<textEntryInteraction responseIdentifier=\"\(response)\" expectedLength=\"\(max(longest, 1))\"/>"
        }
    }

    /// One point when the blank's response is its answer; a text entry is
    /// compared without regard to letter case (`stringMatch`).
    private func scoring(_ response: String) -> String {
        let test: String
        switch type {
        case .inlineChoice:
            test = "<match><variable identifier=\"\(response)\"/><correct identifier=\"\(response)\"/></match>"
        case .textEntry:
            test =
                "<stringMatch caseSensitive=\"false\"><variable identifier=\"\(response)\"/><correct identifier=\"\(response)\"/></stringMatch>"
        }
        return """
                <responseCondition>
                  <responseIf>
                    \(test)
                    <setOutcomeValue identifier="SCORE"><sum><variable identifier="SCORE"/><baseValue baseType="float">1</baseValue></sum></setOutcomeValue>
                  </responseIf>
                </responseCondition>

            """
    }
}
