internal import CPrefetch

/// A read-only open-addressing map from nonzero 64-bit keys to row numbers,
/// built once (at training, or when a compressed model is decoded) and stored
/// as is in a model image. Each slot holds its key and row side by side, so a
/// hit costs one cache line and hashes nothing.
package struct TaggerHashTable: Sendable {
    /// Slot i is `slots[2i]` (key, 0 when empty) and `slots[2i + 1]` (row).
    let slots: TaggerBuffer<UInt64>
    /// Rows the values index; a stored row at or past it reads as absent, so
    /// a crafted image cannot send a lookup outside the rows.
    let rowCount: Int
    /// The most slots past its first that any key sits: lookups stop there,
    /// so even a table with no empty slot cannot make one loop for ever.
    let maxProbe: Int

    /// The longest probe a stored table may declare; a table built longer is
    /// rebuilt bigger (linear probing at two-thirds full stays far below).
    static let probeLimit = 1_024

    /// Maps `keys[i]` to `i`. Keys must be nonzero and distinct. The table
    /// has the smallest power of two of slots that is at least `keys.count ×
    /// 3/2`, so it is a third to two-thirds full: most lookups are misses,
    /// and a miss walks to the next empty slot, which a fuller table makes
    /// several slots away (tagging was 5–8 % slower with tables exactly
    /// two-thirds full). A key's first slot is its low bits, which the hash
    /// has mixed well.
    package init(keys source: [UInt64]) {
        var capacity = 16
        while capacity < source.count + source.count / 2 { capacity <<= 1 }
        while true {
            var slots = [UInt64](repeating: 0, count: capacity * 2)
            var longest = 0
            slots.withUnsafeMutableBufferPointer { slots in
                for (row, key) in source.enumerated() {
                    var slot = Self.home(key, capacity)
                    var probe = 0
                    while slots[2 * slot] != 0 && slots[2 * slot] != key {
                        slot = slot + 1 == capacity ? 0 : slot + 1
                        probe += 1
                    }
                    slots[2 * slot] = key
                    slots[2 * slot + 1] = UInt64(row)
                    longest = max(longest, probe)
                }
            }
            if longest <= Self.probeLimit {
                self.slots = TaggerBuffer(slots)
                self.rowCount = source.count
                self.maxProbe = longest
                return
            }
            capacity <<= 1
        }
    }

    /// A stored table: `slots` holds a power of two of slots (an even count),
    /// `maxProbe` is at most `probeLimit` (the image reader checks both).
    init(slots: TaggerBuffer<UInt64>, rowCount: Int, maxProbe: Int) {
        self.slots = slots
        self.rowCount = rowCount
        self.maxProbe = maxProbe
    }

    /// The keys in row order (ascending, as built), read back from the slots
    /// for the compressed encoding: O(slots). A row no slot names stays 0.
    var keysByRow: [UInt64] {
        var keys = [UInt64](repeating: 0, count: rowCount)
        for slot in 0..<(slots.count / 2) {
            let key = slots.base[2 * slot]
            let row = slots.base[2 * slot + 1]
            if key != 0, row < UInt64(rowCount) { keys[Int(row)] = key }
        }
        return keys
    }

    /// The key's first slot, in 0..<capacity (a power of two).
    @inline(__always)
    static func home(_ key: UInt64, _ capacity: Int) -> Int {
        Int(truncatingIfNeeded: key) & (capacity - 1)
    }

    /// The row of `key`, or -1 when it is not in the table.
    @inline(__always)
    package func row(_ key: UInt64) -> Int {
        probe.row(key)
    }

    /// A lookup that holds no reference, for loops that look up many keys.
    @inline(__always)
    var probe: Probe {
        Probe(slots: slots.base, capacity: slots.count / 2, rowCount: UInt64(rowCount), maxProbe: maxProbe)
    }

    /// Runs `body` with `probe` (the table's memory stays alive meanwhile).
    @inline(__always)
    func withProbe<R>(_ body: (Probe) -> R) -> R {
        withExtendedLifetime(slots) { body(probe) }
    }

    /// A lookup into the table's storage, valid inside `withProbe` only.
    struct Probe {
        let slots: UnsafePointer<UInt64>
        let capacity: Int
        let rowCount: UInt64
        let maxProbe: Int

        /// Starts loading the slot where a lookup of `key` begins, for a
        /// caller that names its keys before it looks them up.
        @inline(__always)
        func prefetch(_ key: UInt64) {
            cprefetch_read(slots + 2 &* TaggerHashTable.home(key, capacity))
        }

        /// The row of `key`, or -1 when it is not in the table. O(1) expected,
        /// at most `maxProbe + 1` slots.
        @inline(__always)
        func row(_ key: UInt64) -> Int {
            var slot = TaggerHashTable.home(key, capacity)
            var remaining = maxProbe
            while true {
                let found = slots[2 &* slot]
                if found == key {
                    let row = slots[2 &* slot &+ 1]
                    return row < rowCount ? Int(truncatingIfNeeded: row) : -1
                }
                if found == 0 || remaining == 0 { return -1 }
                remaining &-= 1
                slot &+= 1
                if slot == capacity { slot = 0 }
            }
        }
    }
}
