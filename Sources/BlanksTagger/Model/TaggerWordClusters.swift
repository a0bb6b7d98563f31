/// Distributional word classes learned from unlabelled text: words that occur
/// in similar contexts share a class, which lets the tagger generalise from a
/// word it was trained on to one it has only seen in raw text.
package struct TaggerWordClusters: Sendable, Equatable {
    /// Lowercased words, sorted by their UTF-8 bytes.
    package private(set) var words: [String]
    /// The fine class of each word (0-based).
    package private(set) var fine: [UInt16]
    /// The coarse class of each word (0-based).
    package private(set) var coarse: [UInt16]
    /// How often each word is capitalised mid-sentence: 1 under 10 %, 2 under
    /// 50 %, 3 under 90 %, 4 at least 90 % (0 when too rare to tell).
    package private(set) var capitalization: [UInt8]

    /// No clusters: the tagger then relies on spelling and context only.
    package static let none = TaggerWordClusters(words: [], fine: [], coarse: [], capitalization: [])

    /// Parallel arrays; `words` need not be sorted, they are sorted here.
    package init(words: [String], fine: [UInt16], coarse: [UInt16], capitalization: [UInt8]) {
        precondition(words.count == fine.count && words.count == coarse.count && words.count == capitalization.count)
        let order = words.indices.sorted { words[$0].utf8.lexicographicallyPrecedes(words[$1].utf8) }
        self.words = order.map { words[$0] }
        self.fine = order.map { fine[$0] }
        self.coarse = order.map { coarse[$0] }
        self.capitalization = order.map { capitalization[$0] }
    }
}
