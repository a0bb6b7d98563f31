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
            guard let stated = statedSize(raw, limit: limit), let output = malloc(max(stated, 1)) else { return nil }
            guard inflate(raw, into: output, stated: stated) else {
                free(output)
                return nil
            }
            return Data(bytesNoCopy: output, count: stated, deallocator: .free)
        }
    }

    /// The content as an array, and the CRC-32 of it that the trailer holds
    /// and libdeflate checked it against (so a caller that wants the content's
    /// CRC-32 need not compute it again); nil when the zlib path must decide.
    static func decompressedBytes(_ data: Data, limit: Int) -> (bytes: [UInt8], checksum: UInt32)? {
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> ([UInt8], UInt32)? in
            guard let stated = statedSize(raw, limit: limit) else { return nil }
            var inflated = false
            let bytes = [UInt8](unsafeUninitializedCapacity: max(stated, 1)) { buffer, initialized in
                guard let base = buffer.baseAddress else { return }
                inflated = inflate(raw, into: base, stated: stated)
                initialized = inflated ? stated : 0
            }
            guard inflated else { return nil }
            let checksum = raw.loadUnaligned(fromByteOffset: raw.count - trailerSize, as: UInt32.self)
            return (bytes, UInt32(littleEndian: checksum))
        }
    }

    /// The content's size the trailer states, when the header is one this
    /// path reads (its CRC checked when it has one) and the size within `limit`.
    private static func statedSize(_ raw: UnsafeRawBufferPointer, limit: Int) -> Int? {
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
        return stated <= limit ? stated : nil
    }

    /// Inflates the whole of `raw` into the `stated` bytes at `output`; true
    /// when it filled them exactly and every byte of `raw` was one member
    /// whose trailer (CRC-32 and size) libdeflate found right.
    private static func inflate(_ raw: UnsafeRawBufferPointer, into output: UnsafeMutableRawPointer, stated: Int)
        -> Bool
    {
        guard let decompressor = libdeflate_alloc_decompressor() else { return false }
        defer { libdeflate_free_decompressor(decompressor) }
        var consumed = 0
        var produced = 0
        let result = libdeflate_gzip_decompress_ex(
            decompressor, raw.baseAddress, raw.count, output, stated, &consumed, &produced)
        return result == LIBDEFLATE_SUCCESS && consumed == raw.count && produced == stated
    }
}
