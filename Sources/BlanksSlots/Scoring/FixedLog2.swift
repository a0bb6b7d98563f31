/// Base-2 logarithms in fixed point with integer arithmetic only, so a slot's
/// score is the same number on every machine and libm: the one-solution rule
/// compares scores against a margin, and a last-bit difference in `log` from
/// one platform to the next must never change which blanks a seed gives.
package enum FixedLog2 {
    /// Fractional bits of a score: 1 bit of log-probability is `one`.
    package static let fractionBits = 16
    package static let one = 1 << fractionBits

    /// Values below this are looked up in `small` (8 KB): most n-gram counts
    /// a slot reads are small, and each logarithm computed costs sixteen
    /// squarings.
    static let tabulated: UInt64 = 2048

    /// `computed` of each value below `tabulated`; the largest, log2(2047) · 2¹⁶, fits 32 bits.
    private static let small: [Int32] = (0..<tabulated).map { Int32(computed($0)) }

    /// log2(`value`) · 2¹⁶, rounded down; 0 for 0 and 1 (a count of zero never
    /// reaches here: callers add one or back off first).
    package static func of(_ value: UInt64) -> Int {
        value < tabulated ? Int(small[Int(value)]) : computed(value)
    }

    /// `of`, worked out bit by bit: the table's source and the answer above it.
    static func computed(_ value: UInt64) -> Int {
        guard value > 1 else { return 0 }
        let whole = 63 - value.leadingZeroBitCount
        // The mantissa in [1, 2) with 31 fractional bits: squaring it keeps it under 2⁶⁴.
        var mantissa = whole >= 31 ? value >> UInt64(whole - 31) : value << UInt64(31 - whole)
        var fraction = 0
        for bit in stride(from: fractionBits - 1, through: 0, by: -1) {
            mantissa = (mantissa &* mantissa) >> 31
            if mantissa >= 1 << 32 {
                mantissa >>= 1
                fraction |= 1 << bit
            }
        }
        return whole << fractionBits | fraction
    }
}
