import BlanksCorpus
import Foundation

/// `imsmanifest.xml`, the IMS Content Packaging 1.1 manifest that learning
/// platforms read first: one resource per test (depending on its items) and
/// one per item, each naming its file. Its identifier is a digest of the
/// tests' identifiers, so the same batches give the same package identity.
struct QTIManifest: Sendable {
    var tests: [QTITest]

    static let namespace = "http://www.imsglobal.org/xsd/imscp_v1p1"
    static let schemaLocation = "http://www.imsglobal.org/xsd/imscp_v1p1.xsd"

    /// O(puzzles).
    func xml() -> String {
        let digest = ContentHash.sha256Hex(of: Data(tests.map(\.identifier).joined(separator: "\n").utf8))
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <manifest xmlns="\(Self.namespace)" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" \
            xsi:schemaLocation="\(Self.namespace) \(Self.schemaLocation)" \
            identifier="wikiblanks-package-\(digest.prefix(24))">
              <metadata>
                <schema>QTIv2.1 Package</schema>
                <schemaversion>1.0.0</schemaversion>
              </metadata>
              <organizations/>
              <resources>

            """
        for test in tests {
            out +=
                "    <resource identifier=\"\(test.identifier)\" type=\"imsqti_test_xmlv2p1\" href=\"\(test.href)\">\n"
            out += "      <file href=\"\(test.href)\"/>\n"
            for puzzle in test.batch.puzzles {
                out += "      <dependency identifierref=\"\(QTIIdentifier.item(puzzle.puzzle.id))\"/>\n"
            }
            out += "    </resource>\n"
        }
        for test in tests {
            for puzzle in test.batch.puzzles {
                let href = QTIItem.href(puzzle)
                out +=
                    "    <resource identifier=\"\(QTIIdentifier.item(puzzle.puzzle.id))\" type=\"imsqti_item_xmlv2p1\" href=\"\(href)\">\n"
                out += "      <file href=\"\(href)\"/>\n    </resource>\n"
            }
        }
        out += "  </resources>\n</manifest>\n"
        return out
    }
}
