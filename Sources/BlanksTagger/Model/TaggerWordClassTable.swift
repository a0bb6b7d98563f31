/// The word list's classes of the words neither training nor clustering saw:
/// a read-only open-addressing map from 32-bit word keys to class bytes.
///
/// These are most of a model's words (about 280,000), so each is kept as the
/// top 32 bits of its lowercased-word hash, not all 64: the model is 1.3 MB
/// smaller and loads faster, and a key and its classes share one 8-byte slot,
/// so a lookup is one cache line. The price is that an unlisted word matches
/// a listed one's key with a probability of about 1 in 15,000 and then gets
/// its classes, one feature among some forty.
package struct TaggerWordClassTable: Sendable, Equatable {
    /// Slot i holds key << 32 | classes, 0 when empty; a power of two of
    /// slots, at least `keys.count × 3/2` (see `TaggerHashTable`).
    let slots: TaggerBuffer<UInt64>
    /// The most slots past its first that any key sits (see `TaggerHashTable`).
    let maxProbe: Int

    package static let empty = TaggerWordClassTable(keys: [], classes: [])

    /// The 32-bit key of a lowercased-word hash (never 0, the empty slot).
    @inline(__always)
    package static func key(_ lowerHash: UInt64) -> UInt32 {
        let key = UInt32(truncatingIfNeeded: lowerHash >> 32)
        return key == 0 ? 1 : key
    }

    /// `keys` sorted ascending, distinct and nonzero, one class byte per key.
    package init(keys: [UInt32], classes: [UInt8]) {
        precondition(keys.count == classes.count)
        var capacity = 16
        while capacity < keys.count + keys.count / 2 { capacity <<= 1 }
        while true {
            var slots = [UInt64](repeating: 0, count: capacity)
            var longest = 0
            slots.withUnsafeMutableBufferPointer { slots in
                for (key, value) in zip(keys, classes) {
                    var slot = Self.home(key, capacity)
                    var probe = 0
                    while slots[slot] != 0 && UInt32(truncatingIfNeeded: slots[slot] >> 32) != key {
                        slot = slot + 1 == capacity ? 0 : slot + 1
                        probe += 1
                    }
                    slots[slot] = UInt64(key) << 32 | UInt64(value)
                    longest = max(longest, probe)
                }
            }
            if longest <= TaggerHashTable.probeLimit {
                self.init(slots: TaggerBuffer(slots), maxProbe: longest)
                return
            }
            capacity <<= 1
        }
    }

    /// A stored table: a power of two of slots, `maxProbe` at most
    /// `TaggerHashTable.probeLimit` (the image reader checks both).
    init(slots: TaggerBuffer<UInt64>, maxProbe: Int) {
        self.slots = slots
        self.maxProbe = maxProbe
    }

    /// The occupied slots in key order, read back for the compressed
    /// encoding: O(n log n).
    private var sortedSlots: [UInt64] {
        slots.filter { $0 != 0 }.sorted()
    }

    /// The keys, ascending, distinct and nonzero.
    var keys: [UInt32] { sortedSlots.map { UInt32(truncatingIfNeeded: $0 >> 32) } }

    /// The `TaggerWordClasses` bits of each key, in key order.
    var classes: [UInt8] { sortedSlots.map { UInt8(truncatingIfNeeded: $0) } }

    /// The classes of a lowercased-word hash, 0 when the word is not listed.
    /// O(1) expected, at most `maxProbe + 1` slots.
    @inline(__always)
    package func classes(_ lowerHash: UInt64) -> UInt8 {
        let key = Self.key(lowerHash)
        let capacity = self.slots.count
        let slots = self.slots.base
        var slot = Self.home(key, capacity)
        var remaining = maxProbe
        while true {
            let found = slots[slot]
            // The key is never 0: an empty slot never matches.
            if UInt32(truncatingIfNeeded: found >> 32) == key { return UInt8(truncatingIfNeeded: found) }
            if found == 0 || remaining == 0 { return 0 }
            remaining &-= 1
            slot &+= 1
            if slot == capacity { slot = 0 }
        }
    }

    /// The key's first slot, in 0..<capacity (a power of two): its low bits,
    /// already well mixed by the hash.
    @inline(__always)
    private static func home(_ key: UInt32, _ capacity: Int) -> Int {
        Int(key) & (capacity - 1)
    }

    package static func == (lhs: TaggerWordClassTable, rhs: TaggerWordClassTable) -> Bool {
        lhs.sortedSlots == rhs.sortedSlots
    }
}
