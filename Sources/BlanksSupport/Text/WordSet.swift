/// A fixed set of words that answers `contains` as `Set<String>` does, for
/// the word lists rules consult on every token (units, name particles, the
/// passage gate's lists). `Set<String>` hashes each query with a seeded
/// SipHash and normalises it for comparison, several hundred instructions a
/// lookup; most queries are short ASCII tokens, which this set finds by
/// their bytes, read as two machine words, in an open-addressing table of
/// such words: a few dozen instructions, no string is made or hashed.
///
/// Equality is Swift's (canonical equivalence): an ASCII query equals a
/// member only when their bytes do, or when the member is one of the few
/// non-ASCII spellings equivalent to ASCII (the Kelvin sign to "K"), which
/// the table holds under their ASCII bytes; any other query (not ASCII, or
/// longer than two words and no longer than the longest ASCII spelling) is
/// answered by a `Set<String>` of the members.
package struct WordSet: Sendable, ExpressibleByArrayLiteral {
    /// One reference, so a set is passed around at the cost of a pointer.
    private let table: Table

    package init(_ words: some Sequence<String>) {
        table = Table(Set(words))
    }

    package init(arrayLiteral words: String...) {
        self.init(words)
    }

    package var count: Int { table.members.count }

    /// The words, to build a set of several sets' words.
    package var members: Set<String> { table.members }

    package func contains(_ word: String) -> Bool {
        let found = word.utf8.withContiguousStorageIfAvailable { table.containsASCII($0) }
        switch found {
        case .some(.some(let answer)): return answer
        default: return table.members.contains(word)
        }
    }

    /// Up to 16 bytes packed little-endian in two words, zero past the end,
    /// with the count beside: every key of the table, and each query that
    /// short.
    private struct Key: Equatable {
        var low: UInt64 = 0
        var high: UInt64 = 0
        var count: Int = -1

        static let capacity = 16

        /// The key of `bytes`, at most `capacity` of them, read a word or
        /// two at a time: eight or more bytes as their first eight and their
        /// last eight shifted down past the overlap, four to seven likewise
        /// in halves, fewer one by one.
        @inline(__always)
        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            count = bytes.count
            guard let base = UnsafeRawPointer(bytes.baseAddress) else { return }
            switch count {
            case 8...:
                low = UInt64(littleEndian: base.loadUnaligned(as: UInt64.self))
                if count > 8 {
                    let last = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
                    high = last >> UInt64(8 * (16 - count))
                }
            case 4...:
                let first = UInt64(UInt32(littleEndian: base.loadUnaligned(as: UInt32.self)))
                let last = UInt64(UInt32(littleEndian: base.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)))
                low = first | (last >> UInt64(8 * (8 - count))) << 32
            default:
                for index in 0..<count { low |= UInt64(bytes[index]) << UInt64(8 * index) }
            }
        }

        init() {}

        var isASCII: Bool { (low | high) & 0x8080_8080_8080_8080 == 0 }

        /// The first byte (0 for the empty key), below 128 in an ASCII key.
        var firstByte: Int { Int(truncatingIfNeeded: low & 0xFF) }

        /// A multiplicative hash: its top bits index the table.
        @inline(__always)
        var hash: UInt64 {
            ((low &* 0x9E37_79B9_7F4A_7C15) ^ (high &* 0xC2B2_AE3D_27D4_EB4F) ^ UInt64(truncatingIfNeeded: count))
                &* 0xBF58_476D_1CE4_E5B9
        }
    }

    private final class Table: @unchecked Sendable {
        /// Every member, for queries the key table does not decide.
        let members: Set<String>
        /// Open addressing, a power of two at most a quarter full; an empty slot
        /// has count -1. Written once here, read only after.
        let slots: UnsafeMutablePointer<Key>
        /// 64 minus log2 of the slot count: the hash's top bits index a slot.
        let shift: UInt64
        /// The slot count minus one, to wrap a probe.
        let mask: Int
        /// The longest ASCII spelling of a member: a longer ASCII query is no member.
        let longest: Int
        /// For each key length 0…16, the first bytes keys of that length open
        /// with, as two 64-bit masks: most queries share neither with any key
        /// and are answered before they are hashed or probed.
        let openings: UnsafeMutablePointer<UInt64>

        init(_ members: Set<String>) {
            self.members = members
            let spellings = members.compactMap(WordSet.asciiEquivalent)
            longest = spellings.map(\.count).max() ?? -1
            // Sorted, so the table's layout does not depend on Set order.
            let keys = Set(spellings.filter { $0.count <= Key.capacity }).sorted { $0.lexicographicallyPrecedes($1) }
                .map { spelling in spelling.withUnsafeBufferPointer(Key.init) }
            // A quarter full at most: most queries are no member, and a miss
            // probes until an empty slot.
            var bits: UInt64 = 3
            while 1 << bits < 4 * keys.count { bits += 1 }
            let size = 1 << Int(bits)
            shift = 64 - bits
            mask = size - 1
            slots = .allocate(capacity: size)
            slots.initialize(repeating: Key(), count: size)
            openings = .allocate(capacity: 2 * (Key.capacity + 1))
            openings.initialize(repeating: 0, count: 2 * (Key.capacity + 1))
            for key in keys {
                let first = key.firstByte
                openings[2 * key.count + first >> 6] |= 1 << UInt64(first & 63)
            }
            for key in keys {
                var slot = Int(truncatingIfNeeded: key.hash >> shift)
                while slots[slot].count >= 0 { slot = (slot + 1) & mask }
                slots[slot] = key
            }
        }

        deinit {
            slots.deallocate()
            openings.deallocate()
        }

        /// Whether the ASCII `word` is a member; nil when it is not ASCII
        /// or is too long for a key and could still be one.
        @inline(__always)
        func containsASCII(_ word: UnsafeBufferPointer<UInt8>) -> Bool? {
            guard word.count <= Key.capacity else {
                for byte in word where byte >= 0x80 { return nil }
                return word.count > longest ? false : nil
            }
            let key = Key(word)
            guard key.isASCII else { return nil }
            let first = key.firstByte
            guard openings[2 * key.count + first >> 6] & 1 << UInt64(first & 63) != 0 else { return false }
            var slot = Int(truncatingIfNeeded: key.hash >> shift)
            while true {
                let stored = slots[slot]
                if stored == key { return true }
                if stored.count < 0 { return false }
                slot = (slot + 1) & mask
            }
        }
    }

    /// The ASCII string `word` equals, if any: itself when it is ASCII; else
    /// each of its scalars swapped for the ASCII character it is canonically
    /// equivalent to, kept only when the whole still equals `word`.
    fileprivate static func asciiEquivalent(_ word: String) -> [UInt8]? {
        if word.utf8.allSatisfy({ $0 < 0x80 }) { return Array(word.utf8) }
        var ascii: [UInt8] = []
        for scalar in word.unicodeScalars {
            if scalar.isASCII {
                ascii.append(UInt8(scalar.value))
                continue
            }
            guard let byte = (UInt8(0)..<0x80).first(where: { String(scalar) == String(UnicodeScalar($0)) })
            else { return nil }
            ascii.append(byte)
        }
        return String(decoding: ascii, as: UTF8.self) == word ? ascii : nil
    }
}
