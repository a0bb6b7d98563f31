import BlanksSupport

/// How often each word occurs, most frequent first.
///
/// Order: count descending, then word ascending by Swift's `String` order,
/// which compares the Unicode scalar values of the words' canonical (NFC)
/// forms. It depends on no locale and no hashing, so it is the same on every
/// machine and in every run.
package struct WordCountTable: Equatable, Sendable {
    package struct Entry: Equatable, Sendable {
        package var word: String
        package var count: Int

        package init(word: String, count: Int) {
            self.word = word
            self.count = count
        }
    }

    /// Sorted as described above, one entry per distinct word.
    package private(set) var entries: [Entry]
    /// All words counted, repeats included. Counts may come from a file
    /// (`wordfreq.tsv`): a total that would overflow stops at `Int.max`.
    package var totalWords: Int {
        entries.reduce(0) { $0.saturatingAdding($1.count) }
    }

    /// Sorts `entries`, which should hold each word once.
    package init(_ entries: [Entry]) {
        self.entries = entries.sorted(by: Self.precedes)
    }

    /// The order of the table: more frequent first, then by word.
    package static func precedes(_ a: Entry, _ b: Entry) -> Bool {
        a.count != b.count ? a.count > b.count : a.word < b.word
    }
}

/// Counts words as they arrive; `table()` gives them sorted.
package struct WordTally: Sendable {
    /// Keyed by `String`, whose equality is canonical equivalence: "é" and
    /// "e" + U+0301 are one word, spelt as first seen.
    private var counts: [String: Int] = [:]

    package init() {}

    package var distinctWords: Int { counts.count }

    package mutating func add(_ word: String, times: Int = 1) {
        counts[word, default: 0] += times
    }

    /// Hash order never reaches the result: the entries are sorted here.
    package func table() -> WordCountTable {
        WordCountTable(counts.map { WordCountTable.Entry(word: $0.key, count: $0.value) })
    }
}
