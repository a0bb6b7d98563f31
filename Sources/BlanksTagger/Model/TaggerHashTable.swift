/// A read-only open-addressing map from nonzero 64-bit keys to row numbers,
/// built once at load. Each slot holds its key and row side by side, so a hit
/// costs one cache line and hashes nothing.
package struct TaggerHashTable: Sendable {
    /// Slot i is `slots[2i]` (key, 0 when empty) and `slots[2i + 1]` (row).
    private var slots: [UInt64]
    private let mask: Int

    /// Maps `keys[i]` to `i`. Keys must be nonzero and distinct. The table
    /// is at most two-thirds full, so a probe rarely goes past one slot.
    package init(keys source: [UInt64]) {
        var capacity = 16
        while capacity < source.count + source.count / 2 { capacity <<= 1 }
        var slots = [UInt64](repeating: 0, count: capacity * 2)
        let mask = capacity - 1
        slots.withUnsafeMutableBufferPointer { slots in
            for (row, key) in source.enumerated() {
                var slot = Int(truncatingIfNeeded: key) & mask
                while slots[2 * slot] != 0 && slots[2 * slot] != key { slot = (slot + 1) & mask }
                slots[2 * slot] = key
                slots[2 * slot + 1] = UInt64(row)
            }
        }
        self.slots = slots
        self.mask = mask
    }

    /// The row of `key`, or -1 when it is not in the table.
    @inline(__always)
    package func row(_ key: UInt64) -> Int {
        withProbe { $0.row(key) }
    }

    /// Runs `body` with a lookup that holds no reference, for loops that look
    /// up many keys: the table's storage is pinned once, not per key.
    @inline(__always)
    func withProbe<R>(_ body: (Probe) -> R) -> R {
        slots.withUnsafeBufferPointer { body(Probe(slots: $0.baseAddress!, mask: mask)) }
    }

    /// A lookup into the table's storage, valid inside `withProbe` only.
    struct Probe {
        let slots: UnsafePointer<UInt64>
        let mask: Int

        /// The row of `key`, or -1 when it is not in the table.
        @inline(__always)
        func row(_ key: UInt64) -> Int {
            var slot = Int(truncatingIfNeeded: key) & mask
            while true {
                let found = slots[2 * slot]
                if found == key { return Int(truncatingIfNeeded: slots[2 * slot + 1]) }
                if found == 0 { return -1 }
                slot = (slot + 1) & mask
            }
        }
    }
}
