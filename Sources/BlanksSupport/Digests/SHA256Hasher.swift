internal import CLibCrypto

/// SHA-256 (FIPS 180-4) through the system's libcrypto: every digest the tool
/// records (revision files, batch files, the corpus index) and every id and
/// selection key it derives, so its bytes must be any SHA-256's (the
/// known-answer tests hold it to FIPS 180's examples). Its state is a plain C
/// struct: a copy costs no allocation, which the selection order relies on
/// when it finishes one hashed prefix per revision.
package struct SHA256Hasher: IncrementalDigest {
    private var context = SHA256_CTX()

    package init() {
        _ = SHA256_Init(&context)
    }

    package mutating func update(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        _ = SHA256_Update(&context, base, bytes.count)
    }

    package func finalize() -> DigestBytes {
        var context = context
        return DigestBytes(count: Int(SHA256_DIGEST_LENGTH)) { _ = SHA256_Final($0, &context) }
    }

    /// The first eight bytes of the digest, big-endian, of what was hashed
    /// followed by the decimal digits of `value`: the same as appending the
    /// digits and reading the digest's first word, without a string or a
    /// digest value. When the bytes still to hash and the padding fit in one
    /// block (a prefix whose last block holds at most 35 bytes), the block is
    /// padded here (FIPS 180-4, 5.1.1) and compressed once; otherwise the
    /// library finishes it. A selection key per revision costs one block.
    package func firstWord(appendingDecimal value: Int) -> UInt64 {
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        let count = withUnsafeMutableBytes(of: &digits) { Self.writeDecimal(value, into: $0) }
        var context = context
        let pending = Int(context.num)
        guard value >= 0, pending + count + 9 <= 64 else {
            return withUnsafeBytes(of: digits) { digitBytes in
                _ = SHA256_Update(&context, digitBytes.baseAddress, count)
                var digest: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
                withUnsafeMutableBytes(of: &digest) {
                    _ = SHA256_Final($0.baseAddress?.assumingMemoryBound(to: UInt8.self), &context)
                }
                return UInt64(bigEndian: digest.0)
            }
        }
        let bits = (UInt64(context.Nh) << 32 | UInt64(context.Nl)) &+ UInt64(count) * 8
        var block: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &block) { block in
            withUnsafeBytes(of: context.data) {
                block.copyMemory(from: UnsafeRawBufferPointer(rebasing: $0.prefix(pending)))
            }
            withUnsafeBytes(of: digits) {
                UnsafeMutableRawBufferPointer(rebasing: block[pending..<(pending + count)]).copyMemory(
                    from: UnsafeRawBufferPointer(rebasing: $0.prefix(count)))
            }
            block[pending + count] = 0x80
            withUnsafeBytes(of: bits.bigEndian) {
                UnsafeMutableRawBufferPointer(rebasing: block[56..<64]).copyMemory(from: $0)
            }
            _ = SHA256_Transform(&context, block.baseAddress?.assumingMemoryBound(to: UInt8.self))
        }
        return UInt64(context.h.0) << 32 | UInt64(context.h.1)
    }

    /// Writes the decimal digits of `value` (a minus sign first when
    /// negative) at the start of `buffer`, at least 20 bytes; returns how many.
    static func writeDecimal(_ value: Int, into buffer: UnsafeMutableRawBufferPointer) -> Int {
        let sign = value < 0 ? 1 : 0
        var length = 1
        var rest = value.magnitude / 10
        while rest > 0 {
            length += 1
            rest /= 10
        }
        if sign == 1 { buffer[0] = UInt8(ascii: "-") }
        var magnitude = value.magnitude
        for position in stride(from: sign + length - 1, through: sign, by: -1) {
            buffer[position] = UInt8(ascii: "0") + UInt8(magnitude % 10)
            magnitude /= 10
        }
        return sign + length
    }
}
