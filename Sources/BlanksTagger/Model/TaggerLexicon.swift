/// What the model knows about a lowercased word type before seeing its context:
/// how often it was seen in training, which distributional clusters it fell
/// into when clustered on unlabelled text, and what a dictionary says it can be.
package struct TaggerLexicon: Sendable, Equatable {
    /// One word type's entry.
    package struct Entry: Sendable, Equatable {
        /// 0 when the word never occurred in training, else 1 + ⌊log2(count)⌋ capped at 15.
        package var frequencyClass: UInt8
        /// 1 + cluster number in the fine clustering, 0 when unclustered.
        package var cluster: UInt16
        /// 1 + cluster number in the coarse clustering, 0 when unclustered.
        package var coarseCluster: UInt16
        /// How the word is written mid-sentence in the unlabelled text, the
        /// best hint for proper nouns: 0 unknown, then capitalised in under
        /// 10 %, under 50 %, under 90 %, or at least 90 % of occurrences.
        package var capitalization: UInt8
        /// `TaggerWordList.Classes` bits, 0 when the word list lacks the form.
        package var wordClasses: UInt8

        /// A word the model knows nothing about.
        package static let unknown = Entry(frequencyClass: 0, cluster: 0, coarseCluster: 0, capitalization: 0, wordClasses: 0)
    }

    /// Lowercased-word hashes of the words training or clustering saw,
    /// sorted ascending (the stored order).
    private(set) var keys: [UInt64]
    private(set) var entries: [Entry]
    private let table: TaggerHashTable
    /// The word list's classes of every other listed word.
    let listed: TaggerWordClassTable

    package static let empty = TaggerLexicon(keys: [], entries: [])

    /// `keys` sorted ascending and distinct, one entry per key.
    package init(keys: [UInt64], entries: [Entry], listed: TaggerWordClassTable = .empty) {
        self.keys = keys
        self.entries = entries
        self.table = TaggerHashTable(keys: keys)
        self.listed = listed
    }

    /// The entry of a lowercased-word hash, or nil for a word neither
    /// training, clustering nor the word list knows.
    @inline(__always)
    func entry(_ lowerHash: UInt64) -> Entry? {
        let row = table.row(lowerHash)
        if row >= 0 { return entries[row] }
        let classes = listed.classes(lowerHash)
        guard classes != 0 else { return nil }
        var entry = Entry.unknown
        entry.wordClasses = classes
        return entry
    }

    package static func == (lhs: TaggerLexicon, rhs: TaggerLexicon) -> Bool {
        lhs.keys == rhs.keys && lhs.entries == rhs.entries && lhs.listed == rhs.listed
    }

    /// The frequency class of a count seen in training.
    package static func frequencyClass(count: Int) -> UInt8 {
        guard count > 0 else { return 0 }
        let log2 = Int.bitWidth - 1 - count.leadingZeroBitCount
        return UInt8(min(1 + log2, 15))
    }
}
