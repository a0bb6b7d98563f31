/// The bytes a JSON string holds as they are — everything but `"`, `\` and
/// control characters — found in runs, for the reader (`FlatJSONObject`) and
/// the writer (`CanonicalJSONWriter`) alike: a revision's content is most of
/// its record, so this scan is most of reading or writing one.
package enum JSONPlainRun {
    /// The first position at or after `start` holding a quote, a
    /// backslash or a control character (or the end): sixteen bytes a step,
    /// each compared at once with the three (`SIMDScan`), then byte by byte
    /// for the last few. O(n).
    @inline(__always)
    package static func end(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var i = start
        if let base = UnsafeRawPointer(bytes.baseAddress) {
            while bytes.count - i >= SIMDScan.width {
                let block = base.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
                let found = SIMDScan.first(
                    block .== SIMDScan.splat(0x22), block .== SIMDScan.splat(0x5C), block .< SIMDScan.splat(0x20))
                if let found { return i + found }
                i += SIMDScan.width
            }
        }
        while i < bytes.count {
            let byte = bytes[i]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            i += 1
        }
        return i
    }
}
