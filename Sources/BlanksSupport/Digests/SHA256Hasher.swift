internal import CLibCrypto

/// SHA-256 (FIPS 180-4) through the system's libcrypto: every digest the tool
/// records (revision files, batch files, the corpus index) and every id and
/// selection key it derives, so its bytes must be any SHA-256's (the
/// known-answer tests hold it to FIPS 180's examples). Its state is a plain C
/// struct: a copy costs no allocation, and `SHA256DecimalSuffixHasher`
/// finishes one hashed prefix per revision from it.
package struct SHA256Hasher: IncrementalDigest {
    private(set) var context = SHA256_CTX()

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
}
