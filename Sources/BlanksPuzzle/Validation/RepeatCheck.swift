import BlanksModel
import BlanksSupport
import Foundation

/// The checks across a batch's puzzles: no two are the same (same revision,
/// same blanks), and two puzzles of one revision differ in at least half
/// their blanks (`VariantRule`). Puzzles of one revision are compared pair
/// by pair; a batch holds few of them, so the work stays linear in the batch
/// for any real one.
enum RepeatCheck {
    /// One blanks puzzle's identity for the check.
    private struct Entry {
        var id: String
        var line: Int
        var blanks: [TextRange]
    }

    /// The failures of `lines` (other kinds and unreadable lines are
    /// skipped: their own checks report them).
    static func failures(lines: [JSONLine]) -> [ValidationFailure] {
        var byRevision: [Int: [Entry]] = [:]
        let decoder = JSONDecoder()
        for line in lines {
            guard PuzzleValidator.validateOtherKinds(line: line.bytes, number: line.number) == nil,
                let puzzle = try? decoder.decode(Puzzle.self, from: line.bytes)
            else { continue }
            byRevision[puzzle.source.revid, default: []].append(
                Entry(id: puzzle.id, line: line.number, blanks: puzzle.blanks.map(\.range)))
        }
        var failures: [ValidationFailure] = []
        for revid in byRevision.keys.sorted() {
            guard let entries = byRevision[revid], entries.count > 1 else { continue }
            for (later, entry) in entries.enumerated() {
                for earlier in entries[..<later] {
                    let fresh = VariantRule.newBlanks(entry.blanks, comparedWith: earlier.blanks)
                    if fresh == 0 && Set(entry.blanks) == Set(earlier.blanks) {
                        failures.append(
                            .init(
                                puzzle: entry.id, line: entry.line, rule: .duplicate,
                                message: "the same revision \(revid) and blanks as \(earlier.id) (line \(earlier.line))"
                            ))
                    } else if fresh < VariantRule.newBlanks {
                        failures.append(
                            .init(
                                puzzle: entry.id, line: entry.line, rule: .variantOverlap,
                                message:
                                    "only \(fresh) of its blanks differ from \(earlier.id) (line \(earlier.line)) of the same revision \(revid), at least \(VariantRule.newBlanks) must"
                            ))
                    }
                }
            }
        }
        return failures.sorted { ($0.line, $0.message) < ($1.line, $1.message) }
    }
}
