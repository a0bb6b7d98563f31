import BlanksCorpus
import BlanksModel
import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksExport

@Suite struct PlayerDataTests {
    static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func batchesInOrderWithTheirLinesVerbatim() throws {
        let first = try ExportFixtures.loaded(ExportFixtures.puzzles(2, prefix: "a"), named: "first-L1")
        let second = try ExportFixtures.loaded(ExportFixtures.puzzles(1, prefix: "b"), named: "second-L1")
        var progress: [Int] = []
        let data = try PlayerData.json(for: [first, second]) { progress.append($0) }
        let lines = (first.puzzles + second.puzzles).map { String(decoding: $0.line, as: UTF8.self) }
        #expect(
            Self.text(data) == #"{"batches":[{"id":"first-L1","seed":"fixture","level":1,"puzzles":["#
                + lines[0] + "," + lines[1] + #"]},{"id":"second-L1","seed":"fixture","level":1,"puzzles":["#
                + lines[2] + "]}],\"hints\":" + Self.text(PlayerData.hints) + ",\"rules\":"
                + Self.text(PlayerRules.json) + "}")
        #expect(progress == [1, 2, 3])
        let decoded = try JSONSerialization.jsonObject(with: Data(data)) as? [String: Any]
        #expect((decoded?["batches"] as? [[String: Any]])?.map { $0["id"] as? String } == ["first-L1", "second-L1"])
    }

    /// The page words hints from this data alone: every tag of `BlankHint`
    /// with its words, the fallback and the letter template, nothing else.
    @Test func theHintWordingIsBlankHintsTable() throws {
        let batch = try ExportFixtures.loaded()
        let data = try PlayerData.json(for: [batch])
        let decoded = try #require(try JSONSerialization.jsonObject(with: Data(data)) as? [String: Any])
        let hints = try #require(decoded["hints"] as? [String: Any])
        #expect(Set(hints.keys) == ["letter", "other", "pos"])
        #expect(hints["letter"] as? String == BlankHint.letterTemplate)
        #expect(hints["other"] as? String == BlankHint.otherCategory)
        let pos = try #require(hints["pos"] as? [String: String])
        #expect(pos == Dictionary(uniqueKeysWithValues: BlankHint.categories.map { ($0.upos, $0.words) }))
        #expect(pos["ADP"] == "a preposition")
        #expect(
            Self.text(PlayerData.hints).hasPrefix(
                #"{"letter":"{hint} starting with \"{letter}\"","other":"a word","pos":{"ADJ":"an adjective","ADP":"a preposition","#
            ))
    }

    @Test func fieldsTheModelDoesNotKnowAreKept() throws {
        let puzzle = PuzzleFixtures.puzzle()
        let line = Data(#"{"future":"kept","schema":1}"#.utf8)
        let batch = try ExportBatch(
            path: "b", manifest: ExportFixtures.manifest(for: [puzzle], lines: line),
            puzzles: [ExportPuzzle(puzzle, file: "f", line: line)])
        #expect(Self.text(try PlayerData.json(for: [batch])).contains(#"[{"future":"kept","schema":1}]"#))
    }

    @Test func aPuzzleMadeInMemoryIsWrittenAsCanonicalJSON() throws {
        let puzzle = PuzzleFixtures.puzzle()
        let batch = try ExportBatch(
            path: "b", manifest: ExportFixtures.manifest(for: [puzzle], lines: Data()),
            puzzles: [ExportPuzzle(puzzle, file: "f")])
        let data = Self.text(try PlayerData.json(for: [batch]))
        #expect(data.contains(#""puzzles":[{"blanks":"#))
        #expect(!data.contains(#""puzzles":[]"#))
    }

    @Test func everyLessThanIsEscapedSoATitleCannotEndTheScript() throws {
        let puzzle = PuzzleFixtures.puzzle(id: "markup", title: "A </script><!-- <b>title</b>")
        var batch = try ExportFixtures.loaded([puzzle])
        batch.manifest.seed = "</SCRIPT>"
        let data = Self.text(try PlayerData.json(for: [batch]))
        #expect(!data.contains("<"))
        #expect(data.contains(#"A \u003c/script>\u003c!-- \u003cb>title\u003c/b>"#))
        #expect(data.contains(#""seed":"\u003c/SCRIPT>""#))
        let decoded = try JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any]
        #expect((decoded?["batches"] as? [[String: Any]])?.first?["seed"] as? String == "</SCRIPT>")
        let page = String(decoding: try WebPlayer.bytes(for: [batch]), as: UTF8.self)
        let template = try PlayerTemplate.bundled()
        #expect(
            page.components(separatedBy: "</script").count == template.html.components(separatedBy: "</script").count,
            "no </script beyond the template's own")
    }

    @Test func stringsAreWrittenAsTheGeneratorWritesThem() {
        let cases: [(String, String)] = [
            ("plain", #""plain""#),
            ("a/b \"q\" \\", #""a/b \"q\" \\""#),
            ("\n\r\t\u{08}\u{0C}", #""\n\r\t\b\f""#),
            ("\u{00}\u{1F}\u{7F}", "\"\\u0000\\u001f\u{7F}\""),
            ("é 猫 \u{2028} 🦉", "\"é 猫 \u{2028} 🦉\"")
        ]
        for (value, written) in cases {
            #expect(Self.text(JSONStringLiteral.bytes(value)) == written)
        }
    }
}
