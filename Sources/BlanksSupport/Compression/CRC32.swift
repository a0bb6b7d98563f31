internal import CDeflate

/// CRC-32 with the zlib/gzip polynomial, through libdeflate, whose folded
/// carry-less multiplication runs several times faster than zlib 1.2's table
/// method: the tagger's 23 MB model image is checked on every start.
package enum CRC32 {
    /// The checksum of a buffer.
    package static func checksum(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBytes { checksum($0) }
    }

    /// The checksum of memory in place (a mapped file). O(n). `continuing`
    /// is the checksum of the bytes before `buffer`, so a file read in pieces
    /// gives the checksum of the whole.
    package static func checksum(_ buffer: UnsafeRawBufferPointer, continuing: UInt32 = 0) -> UInt32 {
        guard let base = buffer.baseAddress else { return continuing }
        return libdeflate_crc32(continuing, base, buffer.count)
    }
}
