import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksCorpus
@testable import BlanksSupport

/// Decompressing a dump costs bounded memory per read and at most a fixed
/// multiple of the file's size in time: a decompression bomb is refused.
@Suite struct GzipByteSourceTests {
    /// A gzip file of `count` bytes of `byte`, compressed as it is made.
    static func bomb(bytes count: Int, in directory: URL) throws -> URL {
        let compressor = try GzipCompressor(level: 9)
        var output = Data()
        let block = Data(repeating: 0x61, count: 1 << 20)
        var left = count
        while left > 0 {
            try compressor.compress(block.prefix(min(left, block.count))) { output.append($0) }
            left -= min(left, block.count)
        }
        try compressor.finish { output.append($0) }
        let url = directory.appendingPathComponent("bomb.xml.gz")
        try output.write(to: url)
        return url
    }

    @Test func eachReadReturnsABoundedAmountAndTheBombIsRefusedPastTheRatio() throws {
        let directory = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = try Self.bomb(bytes: 64 << 20, in: directory)
        var source = try GzipByteSource(url: url, maxRatio: 100, ratioFloor: 8 << 20)
        var total = 0
        var largest = 0
        #expect(throws: DumpSourceError.self) {
            while let chunk = try source.read() {
                total += chunk.count
                largest = max(largest, chunk.count)
            }
        }
        #expect(total <= 9 << 20)
        // deflate's ratio is at most about 1,032:1.
        #expect(largest <= 1_100 * GzipByteSource.sliceBytes)
    }

    @Test func anOrdinaryDumpReadsToItsEndUnderTheDefaults() throws {
        var source = try GzipByteSource(url: TestSupport.sampleDump)
        var total = 0
        while let chunk = try source.read() { total += chunk.count }
        #expect(total == 6_089_746)
    }
}
