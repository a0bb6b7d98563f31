import Foundation

/// One piece of a passage as every export writes it: text as it is, or the
/// gap of a blank (numbered from 1 in text order).
package enum PassagePiece: Equatable, Sendable {
    case text(String)
    case gap(number: Int, answer: String, pos: String)

    /// Splits the pieces into paragraphs at blank lines ("\n\n"), dropping
    /// empty text pieces. O(total text length).
    static func paragraphs(_ pieces: [PassagePiece]) -> [[PassagePiece]] {
        var paragraphs: [[PassagePiece]] = [[]]
        for piece in pieces {
            guard case .text(let text) = piece else {
                paragraphs[paragraphs.count - 1].append(piece)
                continue
            }
            for (index, part) in text.components(separatedBy: "\n\n").enumerated() {
                if index > 0 { paragraphs.append([]) }
                if !part.isEmpty { paragraphs[paragraphs.count - 1].append(.text(part)) }
            }
        }
        return paragraphs.filter { !$0.isEmpty }
    }
}
