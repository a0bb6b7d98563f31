/// A fixed set of words that answers `contains` as `Set<String>` does, for
/// the word lists rules consult on every token (units, name particles, the
/// passage gate's lists). `Set<String>` hashes each query with a seeded
/// SipHash and normalises it for comparison, several hundred instructions a
/// lookup; most queries are short ASCII tokens, which this set finds by
/// their bytes in an open-addressing table, a few dozen.
///
/// Equality is Swift's (canonical equivalence): an ASCII query equals a
/// member only when their bytes do, or when the member is one of the few
/// non-ASCII spellings equivalent to ASCII (the Kelvin sign to "K"), which
/// the table holds under their ASCII bytes; any other query is answered by
/// a `Set<String>` of the members.
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
        let found = word.utf8.withContiguousStorageIfAvailable { utf8 -> Bool? in
            for byte in utf8 where byte >= 0x80 { return nil }
            return table.containsASCII(utf8)
        }
        if let found, let answer = found { return answer }
        return table.members.contains(word)
    }

    private final class Table: Sendable {
        /// Every member, for queries that are not ASCII.
        let members: Set<String>
        /// Open addressing, a power of two at most half full; an empty slot has length -1.
        let slots: [Slot]
        /// The ASCII spellings one after another, each found by its slot.
        let bytes: [UInt8]

        struct Slot: Sendable {
            var hash: UInt64 = 0
            var start: Int32 = 0
            var length: Int32 = -1
        }

        init(_ members: Set<String>) {
            self.members = members
            // Sorted, so the table's layout does not depend on Set order.
            let spellings = Set(members.compactMap(WordSet.asciiEquivalent)).sorted { $0.lexicographicallyPrecedes($1) }
            var size = 8
            while size < 2 * spellings.count { size *= 2 }
            var slots = [Slot](repeating: Slot(), count: size)
            var bytes: [UInt8] = []
            for spelling in spellings {
                let hash = spelling.withUnsafeBufferPointer(WordSet.hash)
                var slot = Int(truncatingIfNeeded: hash) & (size - 1)
                while slots[slot].length >= 0 { slot = (slot + 1) & (size - 1) }
                slots[slot] = Slot(hash: hash, start: Int32(bytes.count), length: Int32(spelling.count))
                bytes += spelling
            }
            self.slots = slots
            self.bytes = bytes
        }

        func containsASCII(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
            let hash = WordSet.hash(word)
            return slots.withUnsafeBufferPointer { slots in
                bytes.withUnsafeBufferPointer { bytes in
                    let mask = slots.count - 1
                    var index = Int(truncatingIfNeeded: hash) & mask
                    while true {
                        let slot = slots[index]
                        guard slot.length >= 0 else { return false }
                        let start = Int(slot.start)
                        if slot.hash == hash, Int(slot.length) == word.count,
                            UnsafeBufferPointer(rebasing: bytes[start..<(start + word.count)]).elementsEqual(word)
                        {
                            return true
                        }
                        index = (index + 1) & mask
                    }
                }
            }
        }
    }

    /// FNV-1a over the bytes, with a final mix so the low bits index well.
    fileprivate static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return (hash ^ (hash >> 29)) &* 0xbf58_476d_1ce4_e5b9 ^ (hash >> 32)
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
