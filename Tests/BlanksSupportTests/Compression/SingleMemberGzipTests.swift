import Foundation
import Testing

@testable import BlanksSupport

/// The libdeflate fast path answers for the files this tool writes and
/// leaves every other case to zlib, which reads them the same way as before.
@Suite struct SingleMemberGzipTests {
    static let text = Data(String(repeating: "The cat sat on the mat. ", count: 2_000).utf8)

    @Test(arguments: [0, 1, 24, 48_000])
    func readsTheFilesThisToolWrites(size: Int) throws {
        let content = Self.text.prefix(size)
        let file = try GzipCodec.compress(content)
        #expect(SingleMemberGzip.decompress(file, limit: GzipCodec.defaultSizeLimit) == content)
    }

    @Test func leavesConcatenatedMembersToZlib() throws {
        let joined = try GzipCodec.compress(Data("one ".utf8)) + GzipCodec.compress(Data("two".utf8))
        #expect(SingleMemberGzip.decompress(joined, limit: 1 << 20) == nil)
        #expect(try GzipCodec.decompress(joined) == Data("one two".utf8))
    }

    @Test func aStatedSizeOverTheLimitIsLeftToZlibWhichRefusesIt() throws {
        let file = try GzipCodec.compress(Self.text)
        #expect(SingleMemberGzip.decompress(file, limit: Self.text.count - 1) == nil)
        #expect(throws: GzipError.tooLarge(limit: Self.text.count - 1)) {
            try GzipCodec.decompress(file, limit: Self.text.count - 1)
        }
    }

    /// A crafted trailer whose size is smaller or larger than the content:
    /// the fast path must not return a cut or padded buffer.
    @Test(arguments: [-1, 1, 1 << 20])
    func aLyingSizeInTheTrailerFails(shift: Int) throws {
        var file = try GzipCodec.compress(Self.text)
        let lie = UInt32(Self.text.count + shift)
        for i in 0..<4 { file[file.count - 4 + i] = UInt8(truncatingIfNeeded: lie >> (8 * UInt32(i))) }
        #expect(SingleMemberGzip.decompress(file, limit: GzipCodec.defaultSizeLimit) == nil)
        #expect(throws: GzipError.self) { try GzipCodec.decompress(file) }
    }

    /// libdeflate does not check the header CRC; the fast path does.
    @Test(arguments: [3, 4, 5, 6, 7, 8, 9, 10, 11])
    func aDamagedHeaderIsLeftToZlib(index: Int) throws {
        var file = try GzipCodec.compress(Self.text)
        #expect(file[3] == 0x02, "this tool's files carry a header CRC")
        file[index] ^= 0x10
        #expect(SingleMemberGzip.decompress(file, limit: GzipCodec.defaultSizeLimit) == nil)
        #expect(throws: GzipError.self) { try GzipCodec.decompress(file) }
    }

    /// A file from another gzip writer, with a file name and no header CRC.
    @Test func readsAFileWithANameAndNoHeaderCRC() throws {
        let ours = try GzipCodec.compress(Self.text)
        var foreign = Data(ours.prefix(10))
        foreign[3] = 0x08
        foreign.append(contentsOf: Array("sample.txt".utf8) + [0])
        foreign.append(ours[12...])
        #expect(try GzipCodec.decompress(foreign) == Self.text)
    }

    @Test func shortAndForeignInputIsLeftToZlib() {
        #expect(SingleMemberGzip.decompress(Data(), limit: 10) == nil)
        #expect(SingleMemberGzip.decompress(Data([0x1f, 0x8b, 8, 0, 0, 0]), limit: 10) == nil)
        #expect(SingleMemberGzip.decompress(Data(repeating: 0x41, count: 64), limit: 10) == nil)
    }
}

@Suite struct CRC32Tests {
    /// The polynomial's published check values, so a wrong polynomial or
    /// initial value fails.
    @Test func matchesTheStandardCheckValues() {
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(CRC32.checksum(Array("The quick brown fox jumps over the lazy dog".utf8)) == 0x414F_A339)
        #expect(CRC32.checksum([]) == 0)
    }

    /// The gzip trailer of zlib's own output holds zlib's CRC-32 of the content.
    @Test func agreesWithZlibOnALargeBuffer() throws {
        let data = GzipCodecTests.noise(count: 3_000_001)
        let file = try GzipCodec.compress(data)
        let stored = file.suffix(8).prefix(4).enumerated().reduce(UInt32(0)) {
            $0 | UInt32($1.element) << (8 * UInt32($1.offset))
        }
        #expect(CRC32.checksum(Array(data)) == stored)
    }

    /// A buffer checked in pieces, each continuing the last, gives the whole buffer's checksum.
    @Test func piecesContinueToTheWholeChecksum() {
        let bytes = Array(GzipCodecTests.noise(count: 10_007))
        let whole = CRC32.checksum(bytes)
        bytes.withUnsafeBytes { raw in
            for cut in [0, 1, 4096, 10_006, 10_007] {
                let first = CRC32.checksum(UnsafeRawBufferPointer(rebasing: raw[..<cut]))
                #expect(CRC32.checksum(UnsafeRawBufferPointer(rebasing: raw[cut...]), continuing: first) == whole)
            }
        }
    }
}
