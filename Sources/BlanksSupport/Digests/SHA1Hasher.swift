internal import CLibCrypto

/// SHA-1 (FIPS 180-4) through the system's libcrypto: the digest MediaWiki
/// reports of a revision's content and Anki keeps of a note's first field, so
/// ours must be byte for byte theirs (the known-answer tests hold it to FIPS
/// 180's examples). Never a security check: SHA-1 has known collisions.
package struct SHA1Hasher: IncrementalDigest {
    private var context = SHA_CTX()

    package init() {
        _ = SHA1_Init(&context)
    }

    package mutating func update(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        _ = SHA1_Update(&context, base, bytes.count)
    }

    package func finalize() -> DigestBytes {
        var context = context
        return DigestBytes(count: Int(SHA_DIGEST_LENGTH)) { _ = SHA1_Final($0, &context) }
    }
}
