/// The bytes of one digest (20 for SHA-1, 32 for SHA-256), held inline: a
/// digest costs no allocation, so ranking millions of revisions by a hash
/// allocates nothing per key. Read it as a collection of bytes or as hex.
package struct DigestBytes: RandomAccessCollection, Hashable, Sendable {
    private var lanes = SIMD32<UInt8>()
    package let count: Int

    /// The first `count` (at most 32) bytes as `write` leaves them in zeroed memory.
    init(count: Int, write: (UnsafeMutablePointer<UInt8>) -> Void) {
        self.count = Swift.min(Swift.max(count, 0), 32)
        withUnsafeMutableBytes(of: &lanes) { raw in
            raw.withMemoryRebound(to: UInt8.self) { bytes in
                if let base = bytes.baseAddress { write(base) }
            }
        }
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { count }

    package subscript(position: Int) -> UInt8 { lanes[position] }

    /// Lower-case hex, two digits per byte: how manifests and ids spell a digest.
    package var hex: String { LowercaseHex.string(self) }
}
