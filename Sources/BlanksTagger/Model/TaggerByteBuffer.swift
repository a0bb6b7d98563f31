/// Little-endian writer for the model payload.
struct TaggerByteWriter {
    private(set) var bytes: [UInt8] = []

    mutating func byte(_ value: UInt8) { bytes.append(value) }

    mutating func uint16(_ value: UInt16) {
        bytes.append(UInt8(truncatingIfNeeded: value))
        bytes.append(UInt8(truncatingIfNeeded: value >> 8))
    }

    mutating func uint32(_ value: UInt32) {
        for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt32(shift))) }
    }

    mutating func uint64(_ value: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }

    /// A set of tags as a 17-bit mask in three bytes.
    mutating func tagMask(_ mask: UInt32) {
        bytes.append(UInt8(truncatingIfNeeded: mask))
        bytes.append(UInt8(truncatingIfNeeded: mask >> 8))
        bytes.append(UInt8(truncatingIfNeeded: mask >> 16))
    }

    /// LEB128 unsigned varint.
    mutating func varint(_ value: UInt64) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    mutating func string(_ value: String) {
        varint(UInt64(value.utf8.count))
        bytes.append(contentsOf: value.utf8)
    }

    /// Ascending distinct keys as a count and varint gaps: sorted hashes
    /// compress better as differences.
    mutating func sortedKeys<Keys: Collection<UInt64>>(_ keys: Keys) {
        varint(UInt64(keys.count))
        var previous: UInt64 = 0
        for key in keys {
            varint(key &- previous)
            previous = key
        }
    }
}

/// Bounds-checked little-endian reader for the model payload; every read past
/// the end or out of range throws instead of trapping.
struct TaggerByteReader {
    struct OutOfRange: Error {
        var what: String
    }

    private let bytes: [UInt8]
    private(set) var offset = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { offset == bytes.count }

    mutating func byte(_ what: String) throws(OutOfRange) -> UInt8 {
        guard offset < bytes.count else { throw OutOfRange(what: what) }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func uint16(_ what: String) throws(OutOfRange) -> UInt16 {
        UInt16(try byte(what)) | UInt16(try byte(what)) << 8
    }

    /// `count` bytes at once, for a table's column of one-byte values.
    mutating func bytes(_ what: String, count: Int) throws(OutOfRange) -> ArraySlice<UInt8> {
        guard count >= 0, count <= bytes.count - offset else { throw OutOfRange(what: what) }
        defer { offset += count }
        return bytes[offset..<offset + count]
    }

    /// `count` little-endian 16-bit values at once, for a table's column.
    mutating func uint16s(_ what: String, count: Int) throws(OutOfRange) -> [UInt16] {
        let raw = try bytes(what, count: 2 * count)
        let start = raw.startIndex
        return (0..<count).map { UInt16(raw[start + 2 * $0]) | UInt16(raw[start + 2 * $0 + 1]) << 8 }
    }

    mutating func uint32(_ what: String) throws(OutOfRange) -> UInt32 {
        var value: UInt32 = 0
        for shift in stride(from: 0, to: 32, by: 8) { value |= UInt32(try byte(what)) << UInt32(shift) }
        return value
    }

    mutating func uint64(_ what: String) throws(OutOfRange) -> UInt64 {
        var value: UInt64 = 0
        for shift in stride(from: 0, to: 64, by: 8) { value |= UInt64(try byte(what)) << UInt64(shift) }
        return value
    }

    /// A 17-bit tag mask; higher bits set mean damage.
    mutating func tagMask(_ what: String) throws(OutOfRange) -> UInt32 {
        let mask = UInt32(try byte(what)) | UInt32(try byte(what)) << 8 | UInt32(try byte(what)) << 16
        guard mask >> UInt32(UPOS.count) == 0 else { throw OutOfRange(what: what) }
        return mask
    }

    mutating func varint(_ what: String) throws(OutOfRange) -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let next = try byte(what)
            guard shift < 64 else { throw OutOfRange(what: what) }
            value |= UInt64(next & 0x7f) << shift
            if next < 0x80 { return value }
            shift += 7
        }
    }

    /// A count that must fit in what is left of the buffer at `bytesEach` bytes
    /// per item, so a damaged count cannot make the reader allocate gigabytes.
    mutating func count(_ what: String, bytesEach: Int = 1) throws(OutOfRange) -> Int {
        let value = try varint(what)
        guard value <= UInt64(bytes.count - offset) / UInt64(max(bytesEach, 1)) else { throw OutOfRange(what: what) }
        return Int(value)
    }

    mutating func string(_ what: String) throws(OutOfRange) -> String {
        let length = try count(what)
        defer { offset += length }
        return String(decoding: bytes[offset..<offset + length], as: UTF8.self)
    }

    /// Weight rows stored as `masksPerRow` tag masks per row, then the low
    /// bytes of every nonzero weight in row order, then their high bytes,
    /// read into `storage` (`rows` rows of `masksPerRow × UPOS.count`
    /// weights, zero-filled). Bounds are checked once per mask, not per
    /// weight: this is most of a model.
    mutating func weightRows(_ what: String, rows: Int, masksPerRow: Int, into storage: inout [Int16])
        throws(OutOfRange)
    {
        let maskCount = rows * masksPerRow
        guard maskCount <= (bytes.count - offset) / 3, storage.count >= maskCount * UPOS.count else {
            throw OutOfRange(what: what)
        }
        let valid: UInt32 = (1 << UInt32(UPOS.count)) - 1
        let end = bytes.count
        var position = offset
        let failed: Bool = bytes.withUnsafeBufferPointer { bytes in
            storage.withUnsafeMutableBufferPointer { storage in
                let lowStart = position + 3 * maskCount
                var weights = 0
                for m in 0..<maskCount {
                    let mask =
                        UInt32(bytes[position + 3 * m]) | UInt32(bytes[position + 3 * m + 1]) << 8
                        | UInt32(bytes[position + 3 * m + 2]) << 16
                    guard mask & ~valid == 0 else { return true }
                    weights += mask.nonzeroBitCount
                }
                guard lowStart + 2 * weights <= end else { return true }
                let highStart = lowStart + weights
                var w = 0
                for m in 0..<maskCount {
                    var rest =
                        UInt32(bytes[position + 3 * m]) | UInt32(bytes[position + 3 * m + 1]) << 8
                        | UInt32(bytes[position + 3 * m + 2]) << 16
                    while rest != 0 {
                        let t = rest.trailingZeroBitCount
                        storage[m * UPOS.count + t] = Int16(
                            bitPattern: UInt16(bytes[lowStart + w]) | UInt16(bytes[highStart + w]) << 8)
                        w += 1
                        rest &= rest - 1
                    }
                }
                position = highStart + weights
                return false
            }
        }
        guard !failed else { throw OutOfRange(what: what) }
        offset = position
    }

    /// Ascending distinct nonzero keys, written by `TaggerByteWriter.sortedKeys`.
    /// One pass over the bytes with a single bounds check per byte: the
    /// weight table's keys are a large part of a model.
    mutating func sortedKeys(_ what: String) throws(OutOfRange) -> [UInt64] {
        let n = try count(what)
        var keys = [UInt64](repeating: 0, count: n)
        var position = offset
        let ok: Bool = bytes.withUnsafeBufferPointer { bytes in
            keys.withUnsafeMutableBufferPointer { keys in
                var previous: UInt64 = 0
                for index in 0..<n {
                    var gap: UInt64 = 0
                    var shift: UInt64 = 0
                    while true {
                        guard position < bytes.count, shift < 64 else { return false }
                        let next = bytes[position]
                        position += 1
                        gap |= UInt64(next & 0x7f) << shift
                        if next < 0x80 { break }
                        shift += 7
                    }
                    let (key, overflow) = previous.addingReportingOverflow(gap)
                    guard !overflow, key != 0, index == 0 || gap > 0 else { return false }
                    keys[index] = key
                    previous = key
                }
                return true
            }
        }
        guard ok else { throw OutOfRange(what: what) }
        offset = position
        return keys
    }
}
