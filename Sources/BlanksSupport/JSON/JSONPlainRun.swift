/// The bytes a JSON string holds as they are — everything but `"`, `\` and
/// control characters — found in runs, for the reader (`FlatJSONObject`) and
/// the writer (`CanonicalJSONWriter`) alike: a revision's content is most of
/// its record, so this scan is most of reading or writing one.
package enum JSONPlainRun {
    /// The first position at or after `start` holding a quote, a
    /// backslash or a control character (or the end): eight bytes a step
    /// while none of them is one (a word holds one when a byte is below
    /// 0x20, or its XOR with `"` or `\` is zero), then byte by byte. O(n).
    @inline(__always)
    package static func end(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var i = start
        if let base = UnsafeRawPointer(bytes.baseAddress) {
            let ones: UInt64 = 0x0101_0101_0101_0101
            let highs: UInt64 = 0x8080_8080_8080_8080
            while bytes.count - i >= 8 {
                let word = base.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                let quote = word ^ (ones &* 0x22)
                let backslash = word ^ (ones &* 0x5C)
                let special =
                    ((word &- ones &* 0x20) & ~word) | ((quote &- ones) & ~quote)
                    | ((backslash &- ones) & ~backslash)
                if special & highs != 0 { break }
                i += 8
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
