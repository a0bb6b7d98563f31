/// One batch as a QTI 2.1 `assessmentTest`: one test part, one section
/// titled like the batch, every puzzle's item in batch order, and a test
/// `SCORE` that sums the items' scores.
struct QTITest: Sendable {
    /// The test's identifier, from the batch id (made unique by the package).
    var identifier: String
    var batch: ExportBatch

    var href: String { "tests/\(identifier).xml" }

    /// O(puzzles in the batch).
    func xml() -> String {
        let title = XMLText.escape(batch.title)
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <assessmentTest xmlns="\(QTIItem.namespace)" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" \
            xsi:schemaLocation="\(QTIItem.namespace) \(QTIItem.schemaLocation)" \
            identifier="\(identifier)" title="\(title)" toolName="wikiblanks">
              <outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float">
                <defaultValue><value>0</value></defaultValue>
              </outcomeDeclaration>
              <testPart identifier="PART_1" navigationMode="nonlinear" submissionMode="individual">
                <assessmentSection identifier="SECTION_1" title="\(title)" visible="true">

            """
        for puzzle in batch.puzzles {
            out +=
                "      <assessmentItemRef identifier=\"\(QTIIdentifier.item(puzzle.puzzle.id))\" "
                + "href=\"../\(QTIItem.href(puzzle))\"/>\n"
        }
        out += """
                </assessmentSection>
              </testPart>
              <outcomeProcessing>
                <setOutcomeValue identifier="SCORE"><sum><testVariables variableIdentifier="SCORE"/></sum></setOutcomeValue>
              </outcomeProcessing>
            </assessmentTest>

            """
        return out
    }
}
