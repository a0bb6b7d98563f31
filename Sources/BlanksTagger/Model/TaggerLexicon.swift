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
        /// `TaggerWordClasses` bits, 0 when the word list lacks the form.
        package var wordClasses: UInt8

        /// A word the model knows nothing about.
        package static let unknown = Entry(
            frequencyClass: 0, cluster: 0, coarseCluster: 0, capitalization: 0, wordClasses: 0)

        /// The entry in one little-endian word, as an image stores it:
        /// frequency class, cluster, coarse cluster, capitalisation, word classes
        /// from the low byte up.
        var packed: UInt64 {
            UInt64(frequencyClass) | UInt64(cluster) << 8 | UInt64(coarseCluster) << 24
                | UInt64(capitalization) << 40 | UInt64(wordClasses) << 48
        }
    }

    /// The entry of each word training or clustering saw, packed by
    /// `Entry.packed`, in the order of their lowercased-word hashes.
    let packedEntries: TaggerBuffer<UInt64>
    /// Maps a lowercased-word hash to its row in `packedEntries`.
    let table: TaggerHashTable
    /// The word list's classes of every other listed word.
    let listed: TaggerWordClassTable

    package static let empty = TaggerLexicon(keys: [], entries: [])

    /// `keys` sorted ascending and distinct, one entry per key.
    package init(keys: [UInt64], entries: [Entry], listed: TaggerWordClassTable = .empty) {
        precondition(keys.count == entries.count)
        self.init(
            packedEntries: TaggerBuffer(entries.map(\.packed)), table: TaggerHashTable(keys: keys), listed: listed)
    }

    /// A stored lexicon: the table's rows index `packedEntries`.
    init(packedEntries: TaggerBuffer<UInt64>, table: TaggerHashTable, listed: TaggerWordClassTable) {
        self.packedEntries = packedEntries
        self.table = table
        self.listed = listed
    }

    /// The lowercased-word hashes of the seen words, ascending (the entries' order).
    var keys: [UInt64] { table.keysByRow }

    /// The entries in key order.
    var entries: [Entry] { packedEntries.map(Entry.init(packed:)) }

    /// Starts loading the table slot where `entry(_:)` of `lowerHash` begins.
    @inline(__always)
    func prefetch(_ lowerHash: UInt64) {
        table.probe.prefetch(lowerHash)
    }

    /// The entry of a lowercased-word hash, or nil for a word neither
    /// training, clustering nor the word list knows.
    @inline(__always)
    func entry(_ lowerHash: UInt64) -> Entry? {
        let row = table.row(lowerHash)
        if row >= 0 { return Entry(packed: packedEntries.base[row]) }
        let classes = listed.classes(lowerHash)
        guard classes != 0 else { return nil }
        var entry = Entry.unknown
        entry.wordClasses = classes
        return entry
    }

    package static func == (lhs: TaggerLexicon, rhs: TaggerLexicon) -> Bool {
        lhs.keys == rhs.keys && lhs.packedEntries == rhs.packedEntries && lhs.listed == rhs.listed
    }

    /// The frequency class of a count seen in training.
    package static func frequencyClass(count: Int) -> UInt8 {
        guard count > 0 else { return 0 }
        let log2 = Int.bitWidth - 1 - count.leadingZeroBitCount
        return UInt8(min(1 + log2, 15))
    }
}

extension TaggerLexicon.Entry {
    /// Reads an entry written as `packed` (an extension, so the memberwise initialiser stays).
    init(packed: UInt64) {
        self.init(
            frequencyClass: UInt8(truncatingIfNeeded: packed), cluster: UInt16(truncatingIfNeeded: packed >> 8),
            coarseCluster: UInt16(truncatingIfNeeded: packed >> 24),
            capitalization: UInt8(truncatingIfNeeded: packed >> 40),
            wordClasses: UInt8(truncatingIfNeeded: packed >> 48))
    }
}
