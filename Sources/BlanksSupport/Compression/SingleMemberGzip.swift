internal import CDeflate
import Foundation

/// The fast path of `GzipCodec.decompress`: a whole single-member gzip file,
/// as this tool writes one per revision, inflated by libdeflate in one call
/// into a buffer of the size its trailer states — about twice zlib's speed,
/// and no chunk copies.
///
/// It answers only when it is sure: anything unusual (several members,
/// header fields other than the header CRC, a stated size over the limit,
/// any damage) gives nil, and the caller's zlib stream reads the file again
/// and says precisely what is wrong. libdeflate skips the header CRC, so it
/// is checked here: a flipped header byte still fails.
enum SingleMemberGzip {
    private static let headerSize = 10
    private static let trailerSize = 8
    private static let headerCRCFlag: UInt8 = 0x02

    /// The content, or nil when the zlib path must decide. O(input + output).
    static func decompress(_ data: Data, limit: Int) -> Data? {
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Data? in
            guard raw.count >= headerSize + trailerSize, raw[0] == 0x1f, raw[1] == 0x8b, raw[2] == 8 else { return nil }
            let flags = raw[3]
            if flags & headerCRCFlag != 0 {
                guard flags == headerCRCFlag, raw.count >= headerSize + 2 + trailerSize else { return nil }
                let stored = UInt32(raw[headerSize]) | UInt32(raw[headerSize + 1]) << 8
                let computed = CRC32.checksum(UnsafeRawBufferPointer(rebasing: raw[0..<headerSize])) & 0xffff
                guard stored == computed else { return nil }
            }
            var stated = 0
            for i in 0..<4 { stated |= Int(raw[raw.count - 4 + i]) << (8 * i) }
            guard stated <= limit, let output = malloc(max(stated, 1)) else { return nil }
            guard let decompressor = libdeflate_alloc_decompressor() else {
                free(output)
                return nil
            }
            defer { libdeflate_free_decompressor(decompressor) }
            var consumed = 0
            var produced = 0
            let result = libdeflate_gzip_decompress_ex(
                decompressor, raw.baseAddress, raw.count, output, stated,
                &consumed, &produced)
            guard result == LIBDEFLATE_SUCCESS, consumed == raw.count, produced == stated else {
                free(output)
                return nil
            }
            return Data(bytesNoCopy: output, count: produced, deallocator: .free)
        }
    }
}
