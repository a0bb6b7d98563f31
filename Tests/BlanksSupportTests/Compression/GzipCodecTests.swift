import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksSupport

@Suite struct GzipCodecTests {
    /// Deterministic pseudo-random bytes (no compressible structure).
    static func noise(count: Int, seed: UInt64 = 42) -> Data {
        var state = seed
        var bytes = [UInt8](repeating: 0, count: count)
        for i in bytes.indices {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            bytes[i] = UInt8(truncatingIfNeeded: z ^ (z >> 31))
        }
        return Data(bytes)
    }

    @Test(arguments: [0, 1, 100, 10_000_000])
    func roundTripsTextOfAnySize(size: Int) throws {
        let text = Data(
            String(repeating: "The quick brown fox jumps over the lazy dog. ", count: size / 45 + 1).utf8.prefix(size))
        let compressed = try GzipCodec.compress(text)
        #expect(try GzipCodec.decompress(compressed) == text)
        if size >= 10_000 { #expect(compressed.count < text.count / 10) }
    }

    @Test func roundTripsIncompressibleData() throws {
        let data = Self.noise(count: 1_000_000)
        let compressed = try GzipCodec.compress(data)
        #expect(try GzipCodec.decompress(compressed) == data)
    }

    @Test func outputIsCanonical() throws {
        let data = Data("same input, same bytes".utf8)
        #expect(try GzipCodec.compress(data) == GzipCodec.compress(data))
    }

    @Test func zcatReadsTheOutput() throws {
        let directory = try TemporaryDirectory("gzip").url
        let url = directory.appendingPathComponent("x.gz")
        try GzipCodec.compress(Data("héllo, zcat\n".utf8)).write(to: url)
        let zcat = try CommandRunner.run(["-c", "zcat '\(url.path)'"], executable: URL(fileURLWithPath: "/bin/sh"))
        #expect(zcat.status == 0)
        #expect(zcat.stdout == "héllo, zcat\n")
    }

    @Test func wrongMagicNumberIsNotGzip() {
        #expect(throws: GzipError.notGzip) { try GzipCodec.decompress(Data("{\"plain\": \"json\"}".utf8)) }
    }

    @Test func truncatedTailIsTruncated() throws {
        let compressed = try GzipCodec.compress(Self.noise(count: 5000))
        #expect(throws: GzipError.truncated) { try GzipCodec.decompress(compressed.prefix(compressed.count - 3)) }
        #expect(throws: GzipError.truncated) { try GzipCodec.decompress(compressed.prefix(compressed.count / 2)) }
        #expect(throws: GzipError.truncated) { try GzipCodec.decompress(Data()) }
    }

    @Test func everyFlippedByteIsDetected() throws {
        let original = try GzipCodec.compress(Data(String(repeating: "wiki text ", count: 50).utf8))
        for index in 0..<original.count {
            var damaged = original
            damaged[index] ^= 0x01
            #expect(throws: GzipError.self, "flip at byte \(index)") { try GzipCodec.decompress(damaged) }
        }
    }

    @Test func flippedByteInTheBodyIsCorrupt() throws {
        var damaged = try GzipCodec.compress(Self.noise(count: 2000))
        damaged[damaged.count / 2] ^= 0xff
        #expect {
            try GzipCodec.decompress(damaged)
        } throws: { error in
            if case GzipError.corrupt = error { return true }
            return false
        }
    }

    @Test func sizeLimitRefusesZipBombs() throws {
        let bomb = try GzipCodec.compress(Data(count: 10_000_000))
        #expect(bomb.count < 20_000)
        #expect(throws: GzipError.tooLarge(limit: 1_000_000)) { try GzipCodec.decompress(bomb, limit: 1_000_000) }
        #expect(try GzipCodec.decompress(bomb, limit: 10_000_000).count == 10_000_000)
    }

    @Test func streamingMatchesOneShotAcrossChunkBoundaries() throws {
        let data = Self.noise(count: 300_000) + Data(String(repeating: "abc", count: 100_000).utf8)
        let compressor = try GzipCompressor()
        var compressed = Data()
        for start in stride(from: 0, to: data.count, by: 7_777) {
            try compressor.compress(data[start..<min(start + 7_777, data.count)]) { compressed.append($0) }
        }
        try compressor.finish { compressed.append($0) }
        let decompressor = try GzipDecompressor()
        var output = Data()
        for start in stride(from: 0, to: compressed.count, by: 333) {
            try decompressor.decompress(compressed[start..<min(start + 333, compressed.count)]) { output.append($0) }
        }
        try decompressor.finish()
        #expect(output == data)
    }

    @Test func concatenatedMembersAreReadLikeZcat() throws {
        let joined = try GzipCodec.compress(Data("one ".utf8)) + GzipCodec.compress(Data("two".utf8))
        #expect(try GzipCodec.decompress(joined) == Data("one two".utf8))
    }

    @Test func garbageAfterTheStreamIsCorrupt() throws {
        let data = try GzipCodec.compress(Data("x".utf8)) + Data("trailing".utf8)
        #expect(throws: GzipError.self) { try GzipCodec.decompress(data) }
    }
}
