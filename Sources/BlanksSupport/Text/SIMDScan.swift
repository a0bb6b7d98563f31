/// Sixteen bytes compared at once, for the scans that read a revision's
/// every byte (`JSONPlainRun`, `FlatJSONObject.string(validating:)`): a
/// comparison of a `SIMD16<UInt8>` is one vector instruction, and its lanes,
/// all ones or all zeros, are read back as two machine words to find the
/// first lane that matched, so a scan costs about one instruction a byte
/// rather than four.
package enum SIMDScan {
    package static let width = 16

    @inline(__always)
    package static func splat(_ byte: UInt8) -> SIMD16<UInt8> {
        SIMD16(repeating: byte)
    }

    /// The first lane set in any of the masks, or nil when none is.
    @inline(__always)
    package static func first(
        _ a: SIMDMask<SIMD16<Int8>>, _ b: SIMDMask<SIMD16<Int8>>, _ c: SIMDMask<SIMD16<Int8>>
    ) -> Int? {
        first(lanes(a) | lanes(b) | lanes(c))
    }

    /// The first lane set in any of the four masks, or nil when none is.
    @inline(__always)
    package static func first(
        _ a: SIMDMask<SIMD16<Int8>>, _ b: SIMDMask<SIMD16<Int8>>, _ c: SIMDMask<SIMD16<Int8>>,
        _ d: SIMDMask<SIMD16<Int8>>
    ) -> Int? {
        first(lanes(a) | lanes(b) | lanes(c) | lanes(d))
    }

    /// The first lane set in `mask`, or nil when none is.
    @inline(__always)
    package static func first(_ mask: SIMDMask<SIMD16<Int8>>) -> Int? {
        first(lanes(mask))
    }

    @inline(__always)
    private static func lanes(_ mask: SIMDMask<SIMD16<Int8>>) -> SIMD16<UInt8> {
        unsafeBitCast(mask, to: SIMD16<UInt8>.self)
    }

    /// The first nonzero lane of `lanes`: lane k is byte k of the two
    /// little-endian words.
    @inline(__always)
    private static func first(_ lanes: SIMD16<UInt8>) -> Int? {
        let words = unsafeBitCast(lanes, to: SIMD2<UInt64>.self)
        let low = UInt64(littleEndian: words[0])
        if low != 0 { return low.trailingZeroBitCount >> 3 }
        let high = UInt64(littleEndian: words[1])
        if high != 0 { return 8 + high.trailingZeroBitCount >> 3 }
        return nil
    }
}
