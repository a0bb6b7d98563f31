import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksSupport

/// Streaming bzip2 through libbz2: whole files, multistream files, chunked
/// input, and each way a file can be bad named apart.
@Suite struct Bzip2DecompressorTests {
    static let text = Data(
        (0..<2_000).map { "line \($0): the quick brown fox jumps over the lazy dog\n" }.joined().utf8)

    static func decompress(_ data: Data, chunk: Int = 4096, limit: Int = .max) throws -> Data {
        let decompressor = try Bzip2Decompressor(limit: limit)
        var output = Data()
        var offset = 0
        while offset < data.count {
            let end = min(data.count, offset + chunk)
            try decompressor.decompress(data[data.startIndex + offset..<data.startIndex + end]) { output.append($0) }
            offset = end
        }
        try decompressor.finish()
        return output
    }

    @Test(arguments: [1, 3, 4096, 1 << 20])
    func aStreamReadsBackWhateverTheChunkSize(chunk: Int) throws {
        let compressed = try Bzip2Codec.compress(Self.text)
        #expect(try Self.decompress(compressed, chunk: chunk) == Self.text)
    }

    @Test func concatenatedStreamsReadAsOneFileLikeAMultistreamDump() throws {
        let parts = [Self.text.prefix(1000), Self.text.dropFirst(1000).prefix(50_000), Self.text.suffix(7)]
        var file = Data()
        for part in parts { file.append(try Bzip2Codec.compress(Data(part), blockSize100k: 1)) }
        #expect(try Self.decompress(file, chunk: 777) == parts.reduce(Data(), +))
    }

    @Test func theBzip2ToolsOutputReadsBack() throws {
        let directory = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: directory) }
        let plain = directory.appendingPathComponent("text")
        try Self.text.write(to: plain)
        let tool = Process()
        tool.executableURL = URL(fileURLWithPath: "/usr/bin/bzip2")
        tool.arguments = ["-k", plain.path]
        try tool.run()
        tool.waitUntilExit()
        try #require(tool.terminationStatus == 0)
        #expect(try Self.decompress(Data(contentsOf: directory.appendingPathComponent("text.bz2"))) == Self.text)
    }

    @Test func gzipDataIsNotBzip2() throws {
        #expect(throws: Bzip2Error.notBzip2) { try Self.decompress(try GzipCodec.compress(Self.text)) }
    }

    @Test func aCutFileIsTruncated() throws {
        let compressed = try Bzip2Codec.compress(Self.text)
        #expect(throws: Bzip2Error.truncated) { try Self.decompress(compressed.prefix(compressed.count - 10)) }
        #expect(throws: Bzip2Error.truncated) { try Bzip2Decompressor().finish() }
    }

    @Test func aDamagedBlockIsCorrupt() throws {
        var compressed = try Bzip2Codec.compress(Self.text)
        compressed[compressed.startIndex + compressed.count / 2] ^= 0xff
        #expect(throws: Bzip2Error.self) { try Self.decompress(compressed) }
        do {
            _ = try Self.decompress(compressed)
        } catch let error as Bzip2Error {
            if case .corrupt = error {} else { Issue.record("expected corrupt, got \(error)") }
        }
    }

    @Test func garbageAfterTheLastStreamIsRefused() throws {
        let compressed = try Bzip2Codec.compress(Self.text) + Data("trailing".utf8)
        #expect(throws: Bzip2Error.corrupt("trailing garbage after the bzip2 stream")) {
            try Self.decompress(compressed)
        }
    }

    @Test func outputPastTheLimitIsRefused() throws {
        let compressed = try Bzip2Codec.compress(Self.text)
        #expect(throws: Bzip2Error.tooLarge(limit: 1000)) { try Self.decompress(compressed, limit: 1000) }
    }
}
