/// The quantised weights of one tagging pass: a row of `UPOS.count` 16-bit
/// weights per feature key, found through an open-addressing table. Immutable
/// once built.
struct TaggerWeightTable: Sendable, Equatable {
    /// Feature keys with a weight row, sorted ascending.
    let keys: [UInt64]
    /// `keys.count` rows of `UPOS.count` weights, plus one element so that
    /// the storage is never empty.
    private let storage: [Int16]
    private let table: TaggerHashTable

    init(keys: [UInt64], weights: [Int16]) {
        precondition(weights.count == keys.count * UPOS.count)
        precondition(UPOS.count == 17, "the scorer reads 16 weights as a vector and the 17th alone")
        self.keys = keys
        self.storage = weights + [0]
        self.table = TaggerHashTable(keys: keys)
    }

    static let empty = TaggerWeightTable(keys: [], weights: [])

    /// The rows of weights, `UPOS.count` per key.
    var weights: ArraySlice<Int16> { storage.dropLast() }

    /// Runs `body` with a scorer that holds no reference: a pass pins the
    /// storage once per sentence, not once per word.
    @inline(__always)
    func withScorer<R>(_ body: (Scorer) -> R) -> R {
        table.withProbe { probe in
            storage.withUnsafeBufferPointer { body(Scorer(probe: probe, weights: $0.baseAddress!)) }
        }
    }

    /// Scores feature sets against the table; valid inside `withScorer` only.
    struct Scorer {
        let probe: TaggerHashTable.Probe
        let weights: UnsafePointer<Int16>

        /// The highest-scoring tag for a set of feature keys. Looks every
        /// feature up first and sums rows after, so the table's cache misses
        /// overlap instead of waiting on each other; sums 16 tags at a time.
        /// Integer sums, so the result is exact; ties go to the lowest tag index.
        @inline(__always)
        func bestTag(keys: UnsafeBufferPointer<UInt64>, rows: UnsafeMutableBufferPointer<Int>) -> Int {
            for j in 0..<keys.count { rows[j] = probe.row(keys[j]) }
            // Each 32-bit lane holds two neighbouring tags' weights; shifts
            // sign-extend them into even and odd sums without overflow.
            var even = SIMD8<Int32>(repeating: 0), odd = SIMD8<Int32>(repeating: 0)
            var last: Int32 = 0
            let raw = UnsafeRawPointer(weights)
            for j in 0..<keys.count {
                let row = rows[j]
                if row < 0 { continue }
                let base = row * UPOS.count
                let pairs = raw.loadUnaligned(fromByteOffset: base * 2, as: SIMD8<Int32>.self)
                even &+= (pairs &<< 16) &>> 16
                odd &+= pairs &>> 16
                last &+= Int32(weights[base + 16])
            }
            var best = 0
            var bestScore = even[0]
            for k in 0..<8 {
                if even[k] > bestScore { best = 2 * k; bestScore = even[k] }
                if odd[k] > bestScore { best = 2 * k + 1; bestScore = odd[k] }
            }
            return last > bestScore ? 16 : best
        }
    }

    static func == (lhs: TaggerWeightTable, rhs: TaggerWeightTable) -> Bool {
        lhs.keys == rhs.keys && lhs.storage == rhs.storage
    }
}
