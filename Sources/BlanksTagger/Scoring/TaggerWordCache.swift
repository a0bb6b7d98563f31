internal import CPrefetch

/// The static-feature scores of frequent word forms, summed once when the
/// model is built and stored in its image.
///
/// Most of a word's static features depend on one word alone: the word being
/// tagged (its spelling, clusters…) or a neighbour in a fixed role (the
/// previous word's suffix, the next word's cluster…). For the forms listed in
/// the model, every role's weights are added up ahead of time, so tagging a
/// word between frequent neighbours reads five score vectors instead of
/// looking up some thirty features. The sums are exact integers of the same
/// weights: the tags are the same with or without the cache.
package struct TaggerWordCache: Sendable {
    /// The UTF-8 of the cached forms, as written (the tag dictionary's exact
    /// key): form i is `wordBytes[wordEnds[i - 1]..<wordEnds[i]]` (from 0 for
    /// the first). Only the compressed format's encoder reads them.
    let wordEnds: TaggerBuffer<UInt32>
    let wordBytes: TaggerBuffer<UInt8>
    /// Maps a form's exact hash to its entry.
    let table: TaggerHashTable
    /// Entry e's role r, pass p is the vector (`TagScores.laneCount` lanes)
    /// at `(e * roleCount + r) * passCount + p`; the entry after the last
    /// word stands for the sentence boundary.
    let vectors: TaggerBuffer<Int32>
    /// The word info of every entry (the boundary's last), `TaggerWordInfo.storedCount` words each.
    let infos: TaggerBuffer<UInt64>
    private let passCount: Int
    static let roleCount = TaggerFeatures.Role.allCases.count

    /// Sums the weights of every role of every word (and of the boundary).
    init(words: [String], lexicon: TaggerLexicon, weights: TaggerWeightTable) {
        var kept: [String] = []
        var entries: [TaggerWordInfo] = []
        var seen = Set<UInt64>()
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
                                scorer.add(
                                    rows: rows.baseAddress!, count: out.count, pass: pass,
                                    to: &vectors[(e * Self.roleCount + role.rawValue) * passCount + pass])
                            }
                        }
                    }
                }
            }
        }
        var ends: [UInt32] = []
        var bytes: [UInt8] = []
        for word in kept {
            bytes.append(contentsOf: word.utf8)
            ends.append(UInt32(truncatingIfNeeded: bytes.count))
        }
        self.init(
            wordEnds: TaggerBuffer(ends), wordBytes: TaggerBuffer(bytes), table: TaggerHashTable(keys: exact),
            vectors: TaggerBuffer(vectors.flatMap(\.lanes)), infos: TaggerBuffer(entries.flatMap(\.stored)),
            passCount: passCount)
    }

    /// A stored cache: `table`'s rows are below `wordEnds.count`, and
    /// `vectors` and `infos` hold `wordEnds.count + 1` entries (the image
    /// reader checks all three).
    init(
        wordEnds: TaggerBuffer<UInt32>, wordBytes: TaggerBuffer<UInt8>, table: TaggerHashTable,
        vectors: TaggerBuffer<Int32>, infos: TaggerBuffer<UInt64>, passCount: Int
    ) {
        self.wordEnds = wordEnds
        self.wordBytes = wordBytes
        self.table = table
        self.vectors = vectors
        self.infos = infos
        self.passCount = passCount
    }

    /// The cached forms. An end out of order or past the bytes (a damaged
    /// image) gives an empty form, never a trap.
    package var words: [String] {
        var start = 0
        return wordEnds.map { stored in
            let end = Int(stored)
            defer { start = max(start, min(end, wordBytes.count)) }
            guard start <= end, end <= wordBytes.count else { return "" }
            return String(
                decoding: UnsafeBufferPointer(start: wordBytes.base + start, count: end - start), as: UTF8.self)
        }
    }

    /// The entry of the sentence boundary.
    var boundaryEntry: Int { wordEnds.count }

    /// The entry of a form by its exact hash, or -1 when it is not cached.
    @inline(__always)
    func entry(exact: UInt64) -> Int {
        table.row(exact)
    }

    /// The word info of entry `entry`, the same `TaggerWordInfo(word:lexicon:)` gives.
    @inline(__always)
    func info(_ entry: Int) -> TaggerWordInfo {
        TaggerWordInfo(stored: infos.base + entry * TaggerWordInfo.storedCount)
    }

    /// Starts loading the word info of entry `entry` (`info(_:)`), which spans two cache lines at most.
    @inline(__always)
    func prefetchInfo(_ entry: Int) {
        let start = UnsafeRawPointer(infos.base + entry * TaggerWordInfo.storedCount)
        cprefetch_read(start)
        cprefetch_read(start + (TaggerWordInfo.storedCount * 8 - 1))
    }

    /// Runs `body` with the vectors' storage pinned.
    @inline(__always)
    func withVectors<R>(_ body: (Vectors) -> R) -> R {
        withExtendedLifetime(vectors) { body(Vectors(base: vectors.base, passCount: passCount)) }
    }

    /// Reads cached score vectors; valid inside `withVectors` only.
    struct Vectors {
        let base: UnsafePointer<Int32>
        let passCount: Int

        /// Starts loading every pass's vector of `entry` in `role`
        /// (`passCount` × 68 bytes, one after another).
        @inline(__always)
        func prefetch(entry: Int, role: TaggerFeatures.Role) {
            let start = UnsafeRawPointer(
                base + (entry * TaggerWordCache.roleCount + role.rawValue) * passCount * TagScores.laneCount)
            let bytes = passCount * TagScores.laneCount * 4
            var offset = 0
            while offset < bytes {
                cprefetch_read(start + offset)
                offset += 64
            }
            cprefetch_read(start + (bytes - 1))
        }

        @inline(__always)
        func scores(entry: Int, role: TaggerFeatures.Role, pass: Int) -> TagScores {
            TagScores(
                lanes: base + ((entry * TaggerWordCache.roleCount + role.rawValue) * passCount + pass)
                    * TagScores.laneCount)
        }
    }
}
