#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Byte-level character classes for the UTF-8 scanners. Only ASCII is
/// classified here; every byte ≥ 0x80 belongs to a multi-byte character and
/// is treated as a letter-like "other".
enum ASCII {
    static func isDigit(_ b: UInt8) -> Bool { b &- 0x30 < 10 }
    static func isLetter(_ b: UInt8) -> Bool { (b | 0x20) &- 0x61 < 26 }
    static func isLower(_ b: UInt8) -> Bool { b &- 0x61 < 26 }
    static func isUpper(_ b: UInt8) -> Bool { b &- 0x41 < 26 }
    static func isAlphanumeric(_ b: UInt8) -> Bool { isDigit(b) || isLetter(b) }
    static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 }
    static func lower(_ b: UInt8) -> UInt8 { isUpper(b) ? b | 0x20 : b }

    /// True when `bytes` contains `byte`; `memchr`, so long texts cost little even unoptimised.
    static func contains(_ bytes: [UInt8], _ byte: UInt8) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            return memchr(base, Int32(byte), buffer.count) != nil
        }
    }

    /// True when `bytes[at...]` starts with `pattern`, comparing ASCII letters without case.
    static func hasPrefix(_ bytes: UnsafeBufferPointer<UInt8>, at: Int, caseInsensitive pattern: StaticString) -> Bool {
        let count = pattern.utf8CodeUnitCount
        guard at >= 0, at + count <= bytes.count else { return false }
        let p = pattern.utf8Start
        for k in 0..<count where lower(bytes[at + k]) != p[k] { return false }
        return true
    }
}

/// Appends the UTF-8 encoding of `scalar`.
func appendUTF8(_ scalar: Unicode.Scalar, to out: inout [UInt8]) {
    let v = scalar.value
    switch v {
    case 0..<0x80:
        out.append(UInt8(v))
    case 0x80..<0x800:
        out.append(UInt8(0xC0 | (v >> 6)))
        out.append(UInt8(0x80 | (v & 0x3F)))
    case 0x800..<0x10000:
        out.append(UInt8(0xE0 | (v >> 12)))
        out.append(UInt8(0x80 | ((v >> 6) & 0x3F)))
        out.append(UInt8(0x80 | (v & 0x3F)))
    default:
        out.append(UInt8(0xF0 | (v >> 18)))
        out.append(UInt8(0x80 | ((v >> 12) & 0x3F)))
        out.append(UInt8(0x80 | ((v >> 6) & 0x3F)))
        out.append(UInt8(0x80 | (v & 0x3F)))
    }
}

/// Appends the UTF-8 bytes of `string`.
func appendUTF8(_ string: String, to out: inout [UInt8]) {
    out.append(contentsOf: string.utf8)
}
