import BlanksModel
import BlanksSupport
import Foundation

/// A puzzle as its line in `puzzles.jsonl`, written directly: byte for byte
/// what `CanonicalJSON.encoder().encode(puzzle)` gives, without Foundation's
/// encoder, which was about 6 % of a batch's CPU. Keys go in the order
/// `.sortedKeys` gives at every level, and `variant` is left out when nil, as
/// the synthesized `Codable` does.
///
/// It lives here, beside its one caller (`SelectionWalk`), rather than in
/// BlanksModel: the model stays free of dependencies, and the validator and
/// the other readers keep the general encoder, so a puzzle's line is still
/// checked by code independent of this fast path. Tests hold it to
/// `CanonicalJSON` on real batches, every escape class and extreme integers;
/// a field added to `Puzzle` must be added here too. O(size of the line).
enum PuzzleLineEncoder {
    static func encode(_ puzzle: Puzzle) -> Data {
        let answers =
            puzzle.blanks.reduce(0) { $0 + $1.answer.utf8.count } + puzzle.options.reduce(0) { $0 + $1.utf8.count }
        var json = CanonicalJSONWriter(
            reservingCapacity: puzzle.text.utf8.count + answers + 64 * puzzle.blanks.count + 1_024)
        json.beginObject()
        json.key("blanks")
        json.beginArray()
        for blank in puzzle.blanks {
            json.object([
                "answer": .string(blank.answer), "length": .integer(blank.length), "pos": .string(blank.pos),
                "sentence": .integer(blank.sentence), "start": .integer(blank.start)
            ])
        }
        json.endArray()
        json.key("generator")
        json.object(["name": .string(puzzle.generator.name), "version": .string(puzzle.generator.version)])
        json.member("id", puzzle.id)
        json.member("level", puzzle.level)
        json.key("options")
        json.beginArray()
        for option in puzzle.options { json.string(option) }
        json.endArray()
        appendRanges("paragraphs", puzzle.paragraphs, to: &json)
        json.member("schema", puzzle.schema)
        json.member("seed", puzzle.seed)
        appendRanges("sentences", puzzle.sentences, to: &json)
        json.key("source")
        let source = puzzle.source
        json.object([
            "license": .string(source.license), "pageid": .integer(source.pageid), "revid": .integer(source.revid),
            "sha1": .string(source.sha1), "site": .string(source.site), "timestamp": .string(source.timestamp),
            "title": .string(source.title), "url": .string(source.url)
        ])
        json.member("text", puzzle.text)
        if let variant = puzzle.variant { json.member("variant", variant) }
        json.endObject()
        return Data(json.bytes)
    }

    private static func appendRanges(_ key: String, _ ranges: [TextRange], to json: inout CanonicalJSONWriter) {
        json.key(key)
        json.beginArray()
        for range in ranges {
            json.object(["length": .integer(range.length), "start": .integer(range.start)])
        }
        json.endArray()
    }
}
