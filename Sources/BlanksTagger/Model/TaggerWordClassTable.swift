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
    /// Keys sorted ascending, distinct and nonzero (the stored order).
    let keys: [UInt32]
    /// The `TaggerWordList.Classes` bits of each key.
    let classes: [UInt8]
    /// Slot i holds key << 32 | classes, 0 when empty.
    private let slots: [UInt64]
    private let mask: Int

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
        var slots = [UInt64](repeating: 0, count: capacity)
        let mask = capacity - 1
        slots.withUnsafeMutableBufferPointer { slots in
            for (key, value) in zip(keys, classes) {
                var slot = Self.home(key, mask)
                while slots[slot] != 0 && UInt32(truncatingIfNeeded: slots[slot] >> 32) != key { slot = (slot + 1) & mask }
                slots[slot] = UInt64(key) << 32 | UInt64(value)
            }
        }
        self.keys = keys
        self.classes = classes
        self.slots = slots
        self.mask = mask
    }

    /// The classes of a lowercased-word hash, 0 when the word is not listed.
    @inline(__always)
    package func classes(_ lowerHash: UInt64) -> UInt8 {
        let key = Self.key(lowerHash)
        return slots.withUnsafeBufferPointer { slots in
            var slot = Self.home(key, mask)
            while true {
                let found = slots[slot]
                if found == 0 { return 0 }
                if UInt32(truncatingIfNeeded: found >> 32) == key { return UInt8(truncatingIfNeeded: found) }
                slot = (slot + 1) & mask
            }
        }
    }

    /// The key's first slot: its low bits, already well mixed by the hash.
    @inline(__always)
    private static func home(_ key: UInt32, _ mask: Int) -> Int {
        Int(key) & mask
    }

    package static func == (lhs: TaggerWordClassTable, rhs: TaggerWordClassTable) -> Bool {
        lhs.keys == rhs.keys && lhs.classes == rhs.classes
    }
}
