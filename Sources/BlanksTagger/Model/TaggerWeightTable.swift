internal import CPrefetch

/// The quantised weights of every pass of a model in one table: a feature
/// key's row holds `UPOS.count` 16-bit weights per pass, side by side, so a
/// feature that both passes read is looked up once. Immutable once built.
package struct TaggerWeightTable: Sendable, Equatable {
    /// Number of passes whose weights each row holds.
    let passCount: Int
    /// `table.rowCount` rows of `passCount × UPOS.count` weights, plus one
    /// element so that the storage is never empty.
    package let storage: TaggerBuffer<Int16>
    /// Maps a feature key to its row; rows are in ascending key order.
    let table: TaggerHashTable

    /// Merges the weight rows of each pass (keys sorted ascending, `UPOS.count`
    /// weights per key) into one table; a key missing from a pass gets zeros there.
    package init(passes: [(keys: [UInt64], weights: [Int16])]) {
        precondition(UPOS.count == 17, "the scorer reads 16 weights as a vector and the 17th alone")
        let width = passes.count * UPOS.count
        var union: [UInt64] = []
        for pass in passes {
            precondition(pass.weights.count == pass.keys.count * UPOS.count)
            union = Self.mergeSorted(union, pass.keys)
        }
        var storage = [Int16](repeating: 0, count: union.count * width + 1)
        for (p, pass) in passes.enumerated() {
            var row = 0
            for (i, key) in pass.keys.enumerated() {
                while union[row] != key { row += 1 }
                for t in 0..<UPOS.count { storage[row * width + p * UPOS.count + t] = pass.weights[i * UPOS.count + t] }
            }
        }
        self.init(passCount: passes.count, keys: union, storage: storage)
    }

    /// A table from decoded rows: `keys` ascending, `storage` laid out as above.
    init(passCount: Int, keys: [UInt64], storage: [Int16]) {
        precondition(storage.count == keys.count * passCount * UPOS.count + 1)
        self.init(passCount: passCount, storage: TaggerBuffer(storage), table: TaggerHashTable(keys: keys))
    }

    /// A stored table: the image reader has checked that `storage` holds a
    /// row for every row number `table` can return, plus one element.
    init(passCount: Int, storage: TaggerBuffer<Int16>, table: TaggerHashTable) {
        self.passCount = passCount
        self.storage = storage
        self.table = table
    }

    /// Feature keys with a row, ascending (the rows' order).
    var keys: [UInt64] { table.keysByRow }

    /// The union of two ascending key lists, ascending, without duplicates.
    private static func mergeSorted(_ a: [UInt64], _ b: [UInt64]) -> [UInt64] {
        var result: [UInt64] = []
        result.reserveCapacity(a.count + b.count)
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            if j == b.count || (i < a.count && a[i] < b[j]) {
                result.append(a[i])
                i += 1
            } else if i == a.count || b[j] < a[i] {
                result.append(b[j])
                j += 1
            } else {
                result.append(a[i])
                i += 1
                j += 1
            }
        }
        return result
    }

    /// Runs `body` with a scorer that holds no reference: a sentence pins the
    /// storage once, not once per word.
    @inline(__always)
    package func withScorer<R>(_ body: (Scorer) -> R) -> R {
        table.withProbe { probe in
            withExtendedLifetime(storage) {
                body(Scorer(probe: probe, weights: storage.base, width: passCount * UPOS.count))
            }
        }
    }

    /// Looks features up and adds their weights; valid inside `withScorer` only.
    package struct Scorer {
        let probe: TaggerHashTable.Probe
        let weights: UnsafePointer<Int16>
        let width: Int

        /// Finds the row of every key (-1 when absent). All lookups come
        /// first, so the table's cache misses overlap instead of waiting on
        /// each other.
        @inline(__always)
        package func rows(of keys: UnsafePointer<UInt64>, count: Int, into rows: UnsafeMutablePointer<Int>) {
            for j in 0..<count { rows[j] = probe.row(keys[j]) }
        }

        /// Starts loading `key`'s home slot (see `TaggerStaticScoring`).
        @inline(__always)
        func prefetchSlot(of key: UInt64) {
            cprefetch_read(probe.slots + 2 &* TaggerHashTable.home(key, probe.capacity))
        }

        /// Starts loading every pass's weights of `row` (-1: none). A row
        /// is `width` 16-bit weights, so it spans at most three cache lines.
        @inline(__always)
        func prefetchWeights(row: Int) {
            guard row >= 0 else { return }
            let start = UnsafeRawPointer(weights + row &* width)
            cprefetch_read(start)
            cprefetch_read(start + 64)
            cprefetch_read(start + (2 &* width &- 1))
        }

        /// Starts loading pass `pass`'s weights of `row` (-1: none): at most two lines.
        @inline(__always)
        func prefetchWeights(row: Int, pass: Int) {
            guard row >= 0 else { return }
            let start = UnsafeRawPointer(weights + (row &* width &+ pass &* UPOS.count))
            cprefetch_read(start)
            cprefetch_read(start + (2 &* UPOS.count &- 1))
        }

        /// Adds pass `pass`'s weights of the given rows to `scores`.
        @inline(__always)
        package func add(rows: UnsafePointer<Int>, count: Int, pass: Int, to scores: inout TagScores) {
            for j in 0..<count where rows[j] >= 0 {
                scores.add(weights + rows[j] * width + pass * UPOS.count)
            }
        }
    }

    package static func == (lhs: TaggerWeightTable, rhs: TaggerWeightTable) -> Bool {
        lhs.passCount == rhs.passCount && lhs.keys == rhs.keys && lhs.storage == rhs.storage
    }
}
