import BlanksCorpus
import BlanksSupport
import Foundation

/// Turns a revision's wikitext into its prose paragraphs' texts. The corpus
/// word frequencies count prose only, so that templates, links and tables do
/// not rank as common words; the text pipeline (BlanksText) provides it.
package typealias ProseExtractor = @Sendable (_ wikitext: String) -> [String]

/// Word frequencies over the prose of a corpus, stored as `wordfreq.tsv` in
/// the corpus directory (`wikiblanks stats --corpus`), for anyone ranking
/// words by how common they are; the generator does not read it.
///
/// It counts the latest revision of every page, so a page with several
/// stored revisions counts once. Words are `ProseWords`. The file is
/// `word<TAB>count` lines under a `word\tcount` header, in `WordCountTable`
/// order, so the same corpus always gives the same bytes.
package struct WordFrequencyTable: Equatable, Sendable {
    package static let fileName = "wordfreq.tsv"
    static let header = "word\tcount"

    package var table: WordCountTable
    /// How many revisions were counted.
    package var revisions: Int
    /// Revisions that could not be read and were left out, each a
    /// `StatsError.revisionSkipped`; not stored in the file.
    package var skipped: [StatsError] = []

    package init(table: WordCountTable, revisions: Int) {
        self.table = table
        self.revisions = revisions
    }

    package static func fileURL(corpus: URL) -> URL {
        corpus.appendingPathComponent(fileName)
    }

    /// Counts the prose of every page's latest revision. A revision that
    /// cannot be read is left out and listed in `skipped` (never silently:
    /// a table that misses pages ranks their words wrongly), so one damaged
    /// file does not stop a nightly count.
    package static func count(in store: RevisionStore, prose: ProseExtractor) throws -> WordFrequencyTable {
        let latest = try store.loadManifest().latestEntries
        var tally = WordTally()
        var skipped: [StatsError] = []
        for entry in latest {
            let revision: Revision
            do {
                revision = try store.readRevision(revid: entry.revid)
            } catch {
                skipped.append(.revisionSkipped(revid: entry.revid, reason: "\(error)"))
                continue
            }
            for paragraph in prose(revision.content) {
                for word in ProseWords.words(in: paragraph) { tally.add(word) }
            }
        }
        var frequencies = WordFrequencyTable(table: tally.table(), revisions: latest.count - skipped.count)
        frequencies.skipped = skipped
        return frequencies
    }

    /// Counts and writes `wordfreq.tsv` atomically, holding the corpus
    /// writer's lock so that no import or sync changes the corpus meanwhile.
    /// On any error the previous file, if there is one, is left as it was.
    @discardableResult
    package static func update(_ store: RevisionStore, prose: ProseExtractor) throws -> WordFrequencyTable {
        _ = try store.loadManifest()  // refuse a directory that is not a corpus before creating anything in it
        let lock = try store.openForWriting()
        defer { withExtendedLifetime(lock) {} }
        let frequencies = try count(in: store, prose: prose)
        try AtomicFile.write(
            frequencies.encoded(), to: fileURL(corpus: store.directory),
            stagingDirectory: store.directory.appendingPathComponent(".staging"))
        return frequencies
    }

    package func encoded() -> Data {
        var text = Self.header + "\n"
        for entry in table.entries {
            text += "\(entry.word)\t\(entry.count)\n"
        }
        return Data(text.utf8)
    }

    /// Reads a `wordfreq.tsv`; `path` names the file in errors. `revisions`
    /// is not stored in the file and reads back as 0.
    package static func decode(_ data: Data, path: String) throws -> WordFrequencyTable {
        guard let text = String(data: data, encoding: .utf8) else {
            throw StatsError.malformedWordFrequencies(path: path, line: 1, reason: "not UTF-8")
        }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        guard lines.first == Substring(header) else {
            throw StatsError.malformedWordFrequencies(
                path: path, line: 1, reason: "expected the header \"word<TAB>count\"")
        }
        var entries: [WordCountTable.Entry] = []
        var seen = Set<String>()
        for (offset, line) in lines.enumerated().dropFirst() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 2, !fields[0].isEmpty, let count = Int(fields[1]), count > 0 else {
                throw StatsError.malformedWordFrequencies(
                    path: path, line: offset + 1, reason: "expected a word, a tab and a positive count")
            }
            let entry = WordCountTable.Entry(word: String(fields[0]), count: count)
            guard seen.insert(entry.word).inserted else {
                throw StatsError.malformedWordFrequencies(
                    path: path, line: offset + 1, reason: "\"\(entry.word)\" appears twice")
            }
            if let previous = entries.last, !WordCountTable.precedes(previous, entry) {
                throw StatsError.malformedWordFrequencies(path: path, line: offset + 1, reason: "lines out of order")
            }
            entries.append(entry)
        }
        return WordFrequencyTable(table: WordCountTable(entries), revisions: 0)
    }
}
