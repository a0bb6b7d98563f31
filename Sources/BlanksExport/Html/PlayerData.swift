import BlanksModel
import BlanksSupport
import Foundation

/// The batches as the player reads them from its data element: one line of
/// JSON, `{"batches":[{"id","seed","level","puzzles":[…]}],"hints":{…},"rules":{…}}`,
/// each puzzle its puzzles.jsonl line verbatim, blanks and trace lines in the
/// batch's order (extra fields kept; canonical JSON for a puzzle made in
/// memory), the rules of both games from the model (`PlayerRules`), and then
/// every `<` written `\u003c` so no `</script` or `<!--` can end or break the
/// element. The same bytes as scripts/browser/assemble-player.py. O(total size).
package enum PlayerData {
    package static func json(for batches: [ExportBatch], progress: (Int) -> Void = { _ in }) throws -> [UInt8] {
        var out = Array(#"{"batches":["#.utf8)
        var done = 0
        for (index, batch) in batches.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            out += #"{"id":"#.utf8
            out += JSONStringLiteral.bytes(batch.manifest.batch)
            out += #","seed":"#.utf8
            out += JSONStringLiteral.bytes(batch.manifest.seed)
            out += #","level":\#(batch.manifest.level),"puzzles":["#.utf8
            var blanks = batch.puzzles[...]
            var traces = batch.traces[...]
            for place in 0..<(batch.puzzles.count + batch.traces.count) {
                if place > 0 { out.append(UInt8(ascii: ",")) }
                if let trace = traces.first, trace.place == place || blanks.isEmpty {
                    out += trace.line.isEmpty ? Array(try CanonicalJSON.encode(trace.puzzle)) : Array(trace.line)
                    traces.removeFirst()
                } else if let puzzle = blanks.popFirst() {
                    out += puzzle.line.isEmpty ? Array(try CanonicalJSON.encode(puzzle.puzzle)) : Array(puzzle.line)
                }
                done += 1
                progress(done)
            }
            out += "]}".utf8
        }
        out += "],\"hints\":".utf8
        out += hints
        out += ",\"rules\":".utf8
        out += PlayerRules.json
        out += "}".utf8
        return escapingLessThan(out)
    }

    /// `{"letter":…,"other":…,"pos":{"ADJ":…,…}}`: `BlankHint`'s wording,
    /// tags in its (sorted) order, so the page words hints as the terminal
    /// game does without a table of its own.
    static var hints: [UInt8] {
        var out = Array(#"{"letter":"#.utf8) + JSONStringLiteral.bytes(BlankHint.letterTemplate)
        out += #","other":"#.utf8 + JSONStringLiteral.bytes(BlankHint.otherCategory)
        out += #","pos":{"#.utf8
        for (index, category) in BlankHint.categories.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            out +=
                JSONStringLiteral.bytes(category.upos) + [UInt8(ascii: ":")] + JSONStringLiteral.bytes(category.words)
        }
        return out + "}}".utf8
    }

    /// `<` (byte 0x3C, never part of a longer UTF-8 sequence) as `\u003c`,
    /// which means the same inside a JSON string; outside strings JSON has no `<`.
    static func escapingLessThan(_ bytes: [UInt8]) -> [UInt8] {
        let escape = Array(#"\u003c"#.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        for byte in bytes {
            if byte == UInt8(ascii: "<") { out += escape } else { out.append(byte) }
        }
        return out
    }
}
