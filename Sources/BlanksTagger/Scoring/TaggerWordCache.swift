/// The static-feature scores of frequent word forms, summed once at load.
///
/// Most of a word's static features depend on one word alone: the word being
/// tagged (its spelling, clusters…) or a neighbour in a fixed role (the
/// previous word's suffix, the next word's cluster…). For the forms listed in
/// the model, every role's weights are added up ahead of time, so tagging a
/// word between frequent neighbours reads five score vectors instead of
/// looking up some thirty features. The sums are exact integers of the same
/// weights: the tags are the same with or without the cache.
package struct TaggerWordCache: Sendable {
    /// The cached forms, as written (the tag dictionary's exact key).
    package let words: [String]
    private let table: TaggerHashTable
    /// Entry e's role r, pass p: `vectors[(e * roleCount + r) * passCount + p]`;
    /// the entry after the last word stands for the sentence boundary.
    private let vectors: [TagScores]
    /// The word info of every entry (the boundary's last).
    private let infos: [TaggerWordInfo]
    private let passCount: Int
    private static let roleCount = TaggerFeatures.Role.allCases.count

    /// Sums the weights of every role of every word (and of the boundary).
    init(words: [String], lexicon: TaggerLexicon, weights: TaggerWeightTable) {
        var kept: [String] = [], entries: [TaggerWordInfo] = [], seen = Set<UInt64>()
        for word in words {
            let info = TaggerWordInfo(word: word, lexicon: lexicon)
            guard seen.insert(info.exact).inserted else { continue }  // only a hash collision repeats a key
            kept.append(word)
            entries.append(info)
        }
        let exact = entries.map(\.exact)
        entries.append(.boundary)
        let passCount = weights.passCount
        var vectors = [TagScores](repeating: .zero, count: entries.count * Self.roleCount * passCount)
        weights.withScorer { scorer in
            withUnsafeTemporaryAllocation(of: UInt64.self, capacity: TaggerFeatures.maxStatic) { keys in
                withUnsafeTemporaryAllocation(of: Int.self, capacity: TaggerFeatures.maxStatic) { rows in
                    for (e, info) in entries.enumerated() {
                        for role in TaggerFeatures.Role.allCases {
                            var out = TaggerFeatureWriter(keys.baseAddress!)
                            TaggerFeatures.neighbour(info, as: role, into: &out)
                            scorer.rows(of: keys.baseAddress!, count: out.count, into: rows.baseAddress!)
                            for pass in 0..<passCount {
                                scorer.add(rows: rows.baseAddress!, count: out.count, pass: pass,
                                           to: &vectors[(e * Self.roleCount + role.rawValue) * passCount + pass])
                            }
                        }
                    }
                }
            }
        }
        self.words = kept
        self.table = TaggerHashTable(keys: exact)
        self.vectors = vectors
        self.infos = entries
        self.passCount = passCount
    }

    /// The entry of the sentence boundary.
    var boundaryEntry: Int { words.count }

    /// The entry of a form by its exact hash, or -1 when it is not cached.
    @inline(__always)
    func entry(exact: UInt64) -> Int {
        table.row(exact)
    }

    /// The word info of entry `entry`, the same `TaggerWordInfo(word:lexicon:)` gives.
    @inline(__always)
    func info(_ entry: Int) -> TaggerWordInfo {
        infos[entry]
    }

    /// Runs `body` with the vectors' storage pinned.
    @inline(__always)
    func withVectors<R>(_ body: (Vectors) -> R) -> R {
        vectors.withUnsafeBufferPointer { body(Vectors(base: $0.baseAddress!, passCount: passCount)) }
    }

    /// Reads cached score vectors; valid inside `withVectors` only.
    struct Vectors {
        let base: UnsafePointer<TagScores>
        let passCount: Int

        @inline(__always)
        func scores(entry: Int, role: TaggerFeatures.Role, pass: Int) -> TagScores {
            base[(entry * TaggerWordCache.roleCount + role.rawValue) * passCount + pass]
        }
    }
}
