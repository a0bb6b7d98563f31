import BlanksTestSupport
import Foundation
import Testing

/// Text from data reaches the terminal with its control characters as visible
/// escapes: a title cannot recolour the terminal, retitle it or clear the screen.
@Suite struct ControlCharacterTests {
    /// ESC sequences (colour, window title ended by BEL) and a C1 CSI.
    static let title = "Red \u{1B}[31mAlert\u{1B}]0;pwned\u{07} \u{9B}2J"
    static let escapedTitle = #"Red \u{1B}[31mAlert\u{1B}]0;pwned\u{07} \u{9B}2J"#

    static let dump = TinyDump(pages: [
        .init(id: 5, revid: 77, title: title, text: "Some text about red alerts."),
        .init(id: 6, revid: 78, title: "No \u{1B}[2Jtext", text: nil)
    ])

    /// True when `text` holds no C0 control but newline and tab, no DEL and no C1 control.
    static func isClean(_ text: String) -> Bool {
        !text.unicodeScalars.contains { scalar in
            (scalar.value < 0x20 && scalar != "\n" && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
        }
    }

    @Test func titlesAreEscapedInImportListShowAndAttribution() throws {
        let (corpus, imported) = try Self.dump.imported()
        #expect(imported.status == 1, "one page rejected")
        #expect(imported.stderr.contains(#"page 6 "No \u{1B}[2Jtext": revision 78 has no text"#), "\(imported.stderr)")
        #expect(Self.isClean(imported.stderr))

        let list = try CommandRunner.run(["corpus", "list", "--corpus", corpus])
        #expect(list.stdout == "77\t5\t2016-01-01T00:00:00Z\t27\t\(Self.escapedTitle)\n")

        let show = try CommandRunner.run(["corpus", "show", "77", "--corpus", corpus])
        #expect(show.stdout.hasPrefix("title:        \(Self.escapedTitle)\n"))
        #expect(Self.isClean(show.stdout))

        let attribution = try CommandRunner.run(["corpus", "attribution", "--corpus", corpus])
        // In Markdown the escapes' backslashes and brackets are escaped again, so they read as written.
        let markdownTitle = #"Red \\u{1B}\[31mAlert\\u{1B}\]0;pwned\\u{07} \\u{9B}2J"#
        #expect(attribution.stdout.contains("| \(markdownTitle) | 77 |"), "\(attribution.stdout)")
        #expect(Self.isClean(attribution.stdout))
    }

    @Test func wordsAreEscapedInWordCounts() throws {
        let file = try TemporaryDirectory("cli").url.appendingPathComponent("text.txt")
        try Data("hello \u{1B}[2J world\u{7F} hello\n".utf8).write(to: file)
        let stats = try CommandRunner.run(["stats", file.path])
        #expect(stats.status == 0, "\(stats.stderr)")
        #expect(stats.stdout.contains("2\thello\n"))
        #expect(stats.stdout.contains(#"1\#t\u{1B}[2j"#))
        #expect(stats.stdout.contains(#"1\#tworld\u{7F}"#))
        #expect(Self.isClean(stats.stdout))
    }

    @Test func titlesAreEscapedInHistory() throws {
        let directory = try TemporaryDirectory("cli").url
        let batch = try PuzzleFixtures.writeBatch([PuzzleFixtures.puzzle(title: Self.title)], in: directory)
        let db = directory.appendingPathComponent("progress.sqlite").path
        let play = try CommandRunner.run(["play", "--batch", batch.path, "--db", db], input: "quit\n", in: directory)
        #expect(play.status == 0, "\(play.stderr)")
        let history = try CommandRunner.run(["history", "--db", db])
        #expect(history.stdout.contains(Self.escapedTitle), "\(history.stdout)")
        #expect(Self.isClean(history.stdout))
    }
}
