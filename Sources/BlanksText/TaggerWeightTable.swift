/// The quantised weights of one tagging pass: a row of `UPOS.count` 16-bit
/// weights per feature key, found through an open-addressing table. Immutable
/// once built.
struct TaggerWeightTable: Sendable, Equatable {
    /// Feature keys with a weight row, sorted ascending.
    let keys: [UInt64]
    /// `keys.count` rows of `UPOS.count` weights.
    let weights: [Int16]
    private let table: TaggerHashTable

    init(keys: [UInt64], weights: [Int16]) {
        precondition(weights.count == keys.count * UPOS.count)
        self.keys = keys
        self.weights = weights
        self.table = TaggerHashTable(keys: keys)
    }

    static let empty = TaggerWeightTable(keys: [], weights: [])

    /// The highest-scoring tag for a set of feature keys. Looks every feature
    /// up first and sums rows after, so the table's cache misses overlap
    /// instead of waiting on each other. Integer sums; ties go to the lowest
    /// tag index.
    @inline(__always)
    func bestTag(keys: UnsafeBufferPointer<UInt64>, rows: UnsafeMutableBufferPointer<Int>,
                 scores: UnsafeMutableBufferPointer<Int32>) -> Int {
        for (j, key) in keys.enumerated() { rows[j] = table.row(key) }
        for t in 0..<UPOS.count { scores[t] = 0 }
        weights.withUnsafeBufferPointer { weights in
            for j in 0..<keys.count {
                let row = rows[j]
                if row < 0 { continue }
                let base = row * UPOS.count
                for t in 0..<UPOS.count { scores[t] &+= Int32(weights[base + t]) }
            }
        }
        var best = 0
        for t in 1..<UPOS.count where scores[t] > scores[best] { best = t }
        return best
    }

    static func == (lhs: TaggerWeightTable, rhs: TaggerWeightTable) -> Bool {
        lhs.keys == rhs.keys && lhs.weights == rhs.weights
    }
}
