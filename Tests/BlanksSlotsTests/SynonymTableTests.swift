import BlanksTagger
import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksSlots
@testable import BlanksSupport

/// The synonym table: words of one tag that share a sense and no lemma are
/// synonyms, nothing else is; the shipped table holds the pairs a teacher
/// reads as one meaning; a damaged table is refused with the line it breaks on.
@Suite struct SynonymTableTests {
    static let text = """
        film\tn\tfilm\t4,9
        film\tv\tfilm\t5
        films\tn\tfilm\t4,9
        movie\tn\tmovie\t9
        movies\tn\tmovie\t9
        picture\tn\tpicture\t2,9
        shoot\tv\tshoot\t5

        """

    static func table(_ text: String = text) throws -> SynonymTable {
        try SynonymTable(text: Array(text.utf8), source: "made up")
    }

    @Test func formsOfOneTagThatShareASenseAreSynonyms() throws {
        let table = try Self.table()
        // The first and last lines are found too, and a text without its final newline reads the same.
        #expect(table.areSynonyms("film", "shoot", tag: .verb))
        #expect(try Self.table(String(Self.text.dropLast())).areSynonyms("film", "shoot", tag: .verb))
        #expect(table.areSynonyms("films", "movies", tag: .noun))
        #expect(table.areSynonyms("movie", "picture", tag: .noun))
        #expect(table.areSynonyms("film", "shoot", tag: .verb))
    }

    /// A lookup searches only the lines whose forms open with the word's
    /// first two bytes: every line is still found, beside one-letter forms,
    /// forms of one opening, bytes outside ASCII and the table's ends, and
    /// a word no line holds is not.
    @Test func everyFormIsFoundAmongTheLinesOfItsOpening() throws {
        let forms = ["a", "aa", "ab", "abc", "abd", "b", "ba", "x-ray", "\u{E9}t\u{E9}", "\u{E9}tude", "zz", "zzz"]
        let text = forms.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map {
            "\($0)\tn\t\($0)\t1\n\($0)\tv\t\($0)\t2\n"
        }.joined()
        let table = try Self.table(text)
        for form in forms {
            #expect(table.entry(form, tag: .noun) != nil, "\(form)")
            #expect(table.entry(form, tag: .verb) != nil, "\(form)")
            #expect(table.entry(form, tag: .adj) == nil, "\(form)")
        }
        for absent in ["", "A", "ac", "abcd", "aaa", "c", "\u{E9}", "\u{E9}t", "zzzz", "\u{FF}"] {
            #expect(table.entry(absent, tag: .noun) == nil, "\(absent)")
        }
        #expect(SynonymTable.empty.entry("a", tag: .noun) == nil)
    }

    /// Entries read once compare as their words do: the one-solution check
    /// reads each answer's entry once and compares it with nine others.
    @Test func entriesCompareAsTheirWords() throws {
        let table = try Self.table()
        let words = ["film", "films", "movie", "movies", "picture", "shoot", "cinema"]
        for tag in [UPOS.noun, .verb, .adj] {
            for a in words {
                for b in words {
                    let entries = (table.entry(a, tag: tag), table.entry(b, tag: tag))
                    let viaEntries = entries.0.flatMap { x in entries.1.map { SynonymTable.areSynonyms(x, $0) } }
                    #expect((viaEntries ?? false) == table.areSynonyms(a, b, tag: tag), "\(a) / \(b) \(tag)")
                }
            }
        }
        #expect(table.entry("cinema", tag: .noun) == nil)
        #expect(table.entry("film", tag: .propn) == nil)
        let noun = try #require(table.entry("film", tag: .noun))
        let verb = try #require(table.entry("shoot", tag: .verb))
        #expect(!SynonymTable.areSynonyms(noun, verb))
    }

    @Test func inflectionsOtherTagsAndUnknownWordsAreNot() throws {
        let table = try Self.table()
        #expect(!table.areSynonyms("film", "films", tag: .noun))
        #expect(!table.areSynonyms("film", "film", tag: .noun))
        #expect(!table.areSynonyms("movie", "shoot", tag: .noun))
        #expect(!table.areSynonyms("films", "movies", tag: .verb))
        #expect(!table.areSynonyms("films", "movies", tag: .propn))
        #expect(!table.areSynonyms("film", "cinema", tag: .noun))
        #expect(!SynonymTable.empty.areSynonyms("films", "movies", tag: .noun))
    }

    @Test func theShippedTableKnowsCommonSynonymsAndKeepsRareSensesOut() throws {
        let table = try SynonymTable.bundled()
        #expect(table.areSynonyms("reply", "response", tag: .noun))
        #expect(table.areSynonyms("perform", "do", tag: .verb))
        #expect(table.areSynonyms("robots", "automatons", tag: .noun))
        #expect(!table.areSynonyms("films", "film", tag: .noun))
        // "form" and "shape" share a sense only far down their lists.
        #expect(!table.areSynonyms("form", "shape", tag: .noun))
        #expect(!table.areSynonyms("reply", "response", tag: .verb))
        #expect(table.fingerprint.count == 8)
    }

    @Test(arguments: [
        ("film\tn\tfilm\n", 1, "four tab-separated fields"),
        ("film\tn\tfilm\t4\tmore\n", 1, "four tab-separated fields"),
        ("film\tn\tfilm\t4\nfilm\tv\tfilm\t4\t", 2, "four tab-separated fields"),
        ("film\tn\tfilm\t4\nfilm\tx\tfilm\t4\n", 2, "part of speech"),
        ("film\tn\tfilm\tfour\n", 1, "not a number"),
        ("film\tn\tfilm\t9,4\n", 1, "not ascending"),
        ("film\tn\t\t4\n", 1, "no lemma"),
        ("\tn\tfilm\t4\n", 1, "four tab-separated fields"),
        ("film\tn\tfilm,\t4\n", 1, "an empty one"),
        ("films\tn\tfilm\t4\nfilm\tn\tfilm\t4\n", 2, "not sorted"),
        ("film\tv\tfilm\t4\nfilm\tn\tfilm\t4\n", 2, "not sorted"),
        ("film\tn\tfilm\t4\n\nfilms\tn\tfilm\t4\n", 2, "four tab-separated fields"),
        ("film\tnv\tfilm\t4\n", 1, "part of speech"),
        ("film\t\tfilm\t4\n", 1, "part of speech"),
        ("film\tn\t,film\t4\n", 1, "an empty one"),
        ("film\tn\tfilm,,movie\t4\n", 1, "an empty one"),
        ("film\tn\tfilm\t\n", 1, "not a number"),
        ("film\tn\tfilm\t4,\n", 1, "not a number"),
        ("film\tn\tfilm\t,4\n", 1, "not a number"),
        ("film\tn\tfilm\t1234567890\n", 1, "not a number"),
        ("film\tn\tfilm\t4,4\n", 1, "not ascending")
    ])
    func aDamagedLineIsRefusedWithItsNumber(text: String, line: Int, detail: String) {
        #expect {
            _ = try Self.table(text)
        } throws: { error in
            guard case .malformed(let source, let number, let message) = error as? SynonymTableError else {
                return false
            }
            return source == "made up" && number == line && message.contains(detail)
        }
    }

    /// The edges a line may reach and still be read: several lemmas, a
    /// sense of nine digits, any bytes but a tab in the form and the lemmas.
    @Test func aLineAtTheEdgesOfItsFieldsIsRead() throws {
        let table = try Self.table("café\tn\tcafé,coffee shop\t7,123456789\nx\tn\ty\t123456789\n")
        #expect(table.areSynonyms("café", "x", tag: .noun))
        #expect(!table.areSynonyms("café", "x", tag: .adv))
        #expect(table.entry("x", tag: .verb) == nil)
    }

    @Test func aFileThatIsNotGzipIsRefusedByName() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let url = folder.url.appendingPathComponent("synonyms.tsv.gz")
        try Data(Self.text.utf8).write(to: url)
        #expect {
            _ = try SynonymTable(contentsOf: url)
        } throws: { error in
            guard case .unreadable(let source, _) = error as? SynonymTableError else { return false }
            return source == url.path && "\(error)".contains("make synonyms")
        }
        let packed = folder.url.appendingPathComponent("packed.tsv.gz")
        try GzipCodec.compress(Data(Self.text.utf8)).write(to: packed)
        #expect(try SynonymTable(contentsOf: packed).areSynonyms("films", "movies", tag: .noun))
    }
}
