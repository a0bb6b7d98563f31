import BlanksCorpus
import Foundation

/// QTI and Content Packaging identifiers made from puzzle and batch ids.
///
/// Identifiers must be XML names (`xs:NCName`, `xs:ID`: no space, colon or
/// slash, not starting with a digit), and the same id must always give the
/// same identifier, so that a platform that matches items by identifier updates its
/// items instead of adding copies. A fixed prefix makes the first character
/// a letter; ASCII letters, digits, `-` and `.` are kept; every other byte of
/// the id's UTF-8 is written `_hh` (two lowercase hex digits), `_` included,
/// so two different ids never give the same identifier. O(id length).
enum QTIIdentifier {
    static func item(_ puzzleID: String) -> String { "wikiblanks-item-" + escaped(puzzleID) }

    static func test(_ batchID: String) -> String { "wikiblanks-test-" + escaped(batchID) }

    /// The response variable of blank `number` (1-based).
    static func response(_ number: Int) -> String { "RESPONSE_\(number)" }

    /// Choice `index` (0-based) of the puzzle's options.
    static func choice(_ index: Int) -> String { "CHOICE_\(index + 1)" }

    static func escaped(_ id: String) -> String {
        var out = ""
        for byte in id.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += "_" + ContentHash.hex([byte])
            }
        }
        return out
    }
}
