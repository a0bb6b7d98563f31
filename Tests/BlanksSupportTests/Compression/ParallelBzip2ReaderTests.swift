import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksSupport

/// The streams of a multistream bzip2 file decoded on several threads give
/// exactly what sequential decoding gives, whatever the boundaries found;
/// a damaged or cut stream is named by its offset.
@Suite struct ParallelBzip2ReaderTests {
    /// Forty streams of different sizes, as Wikimedia's multistream dumps are laid out.
    static let parts: [Data] = (0..<40).map { index in
        Data((0..<(50 + index * 37)).map { "stream \(index) line \($0): the quick brown fox\n" }.joined().utf8)
    }

    /// The file, and the offset where each stream starts.
    static func multistream(in directory: URL) throws -> (url: URL, starts: [Int]) {
        var file = Data()
        var starts: [Int] = []
        for part in parts {
            starts.append(file.count)
            file.append(try Bzip2Codec.compress(part, blockSize100k: 1))
        }
        let url = directory.appendingPathComponent("multi.bz2")
        try file.write(to: url)
        return (url, starts)
    }

    /// Small ranges, so a small file is cut into many.
    static var small: ParallelBzip2Reader.Tuning {
        var tuning = ParallelBzip2Reader.Tuning()
        tuning.rangeBytes = 1
        tuning.longestRange = 1 << 20
        return tuning
    }

    static func readAll(_ reader: ParallelBzip2Reader) throws -> Data {
        var output = Data()
        while let piece = try reader.read() { output.append(piece) }
        return output
    }

    @Test(arguments: [1, 2, 4])
    func everyJobCountGivesTheStreamsInOrder(jobs: Int) throws {
        let directory = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: directory) }
        let (url, _) = try Self.multistream(in: directory)
        let expected = Self.parts.reduce(Data(), +)
        let sequential = try Bzip2DecompressorTests.decompress(Data(contentsOf: url))
        #expect(sequential == expected)
        #expect(try Self.readAll(ParallelBzip2Reader(path: url.path, jobs: jobs, tuning: Self.small)) == expected)
        #expect(try Self.readAll(ParallelBzip2Reader(path: url.path, jobs: jobs)) == expected)
    }

    @Test func aSingleStreamFileIsDecodedOnTheReadingThread() throws {
        let directory = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: directory) }
        let text = Self.parts.reduce(Data(), +)
        let url = directory.appendingPathComponent("single.bz2")
        try Bzip2Codec.compress(text).write(to: url)
        var tuning = ParallelBzip2Reader.Tuning()
        tuning.rangeBytes = 100
        tuning.longestRange = 1_000  // far less than the file: no boundary within it
        #expect(try Self.readAll(ParallelBzip2Reader(path: url.path, jobs: 2, tuning: tuning)) == text)
    }

    @Test func falseBoundariesInsideStreamsNeverSplitTheOutput() throws {
        let directory = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: directory) }
        let (url, starts) = try Self.multistream(in: directory)
        let size = try Data(contentsOf: url).count
        // Every 97th byte "looks like" a stream start, and so does every real start.
        let candidates = Set(stride(from: 0, to: size, by: 97)).union(starts).sorted()
        let lying: ParallelBzip2Reader.BoundaryFinder = { _, from, before in
            candidates.first { $0 >= from && $0 < before }
        }
        let onlyFalse: ParallelBzip2Reader.BoundaryFinder = { _, from, before in
            stride(from: 0, to: size, by: 97).first { $0 >= from && $0 < before && !starts.contains($0) }
        }
        let expected = Self.parts.reduce(Data(), +)
        for finder in [lying, onlyFalse] {
            for jobs in [1, 3] {
                let reader = try ParallelBzip2Reader(
                    path: url.path, jobs: jobs, tuning: Self.small, findBoundary: finder)
                #expect(try Self.readAll(reader) == expected)
            }
        }
    }

    @Test func theScannerFindsTheStreamAndBlockMagicAndNothingShorter() {
        let header: [UInt8] = Array("BZh9".utf8) + [0x31, 0x41, 0x59, 0x26, 0x53, 0x59]
        let noise: [UInt8] =
            Array("xxBZh9".utf8) + [0x31, 0x41, 0x59] + Array("BZh0".utf8) + [0x31, 0x41, 0x59, 0x26, 0x53, 0x59]
        #expect(Bzip2StreamBoundaries.firstCandidate(in: noise + header, scanning: noise.count + 1) == noise.count)
        #expect(Bzip2StreamBoundaries.firstCandidate(in: noise + header, scanning: noise.count) == nil)
        #expect(Bzip2StreamBoundaries.firstCandidate(in: Array(header.prefix(9)), scanning: 9) == nil)
    }

    @Test(arguments: [1, 2])
    func aDamagedStreamIsNamedByItsOffsetAfterTheStreamsBeforeIt(jobs: Int) throws {
        let directory = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: directory) }
        let (url, starts) = try Self.multistream(in: directory)
        var bytes = try Data(contentsOf: url)
        let damaged = 23
        bytes[starts[damaged] + (starts[damaged + 1] - starts[damaged]) / 2] ^= 0x55
        try bytes.write(to: url)
        let reader = try ParallelBzip2Reader(path: url.path, jobs: jobs, tuning: Self.small)
        var output = Data()
        do {
            while let piece = try reader.read() { output.append(piece) }
            Issue.record("a damaged stream was read to the end")
        } catch {
            guard case .inStream(let offset, .corrupt) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(offset == starts[damaged])
            #expect(error.description.contains("in the stream at byte \(starts[damaged])"))
        }
        let before = Self.parts[..<damaged].reduce(Data(), +)
        #expect(output.starts(with: before))
        #expect(throws: Bzip2Error.self) { try reader.read() }  // it stays failed
    }

    @Test func aCutFileIsTruncatedInItsLastStream() throws {
        let directory = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: directory) }
        let (url, starts) = try Self.multistream(in: directory)
        let bytes = try Data(contentsOf: url)
        try bytes.prefix(bytes.count - 20).write(to: url)
        let reader = try ParallelBzip2Reader(path: url.path, jobs: 2, tuning: Self.small)
        #expect(throws: Bzip2Error.inStream(offset: starts[starts.count - 1], .truncated)) { try Self.readAll(reader) }
    }

    @Test func garbageAfterTheLastStreamAndAnEmptyFileAreRefused() throws {
        let directory = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: directory) }
        let (url, _) = try Self.multistream(in: directory)
        let size = try Data(contentsOf: url).count
        let handle = try FileHandle(forWritingTo: url)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("trailing".utf8))
        try handle.close()
        let reader = try ParallelBzip2Reader(path: url.path, jobs: 2, tuning: Self.small)
        #expect(throws: Bzip2Error.inStream(offset: size, .corrupt("bad stream header"))) { try Self.readAll(reader) }
        let empty = directory.appendingPathComponent("empty.bz2")
        try Data().write(to: empty)
        #expect(throws: Bzip2Error.truncated) { try Self.readAll(ParallelBzip2Reader(path: empty.path, jobs: 2)) }
        #expect(throws: Bzip2Error.self) {
            try ParallelBzip2Reader(path: directory.appendingPathComponent("missing").path, jobs: 2)
        }
    }

    @Test func outputPastTheLimitIsRefused() throws {
        let directory = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: directory) }
        let (url, _) = try Self.multistream(in: directory)
        let reader = try ParallelBzip2Reader(path: url.path, jobs: 2, limit: 10_000, tuning: Self.small)
        #expect(throws: Bzip2Error.tooLarge(limit: 10_000)) { try Self.readAll(reader) }
    }

    @Test func aRangeWhoseOutputPassesTheCapIsDecodedAgainStreaming() throws {
        let directory = try TemporaryDirectory().url
        defer { try? FileManager.default.removeItem(at: directory) }
        let (url, _) = try Self.multistream(in: directory)
        var tuning = Self.small
        tuning.rangeOutputCap = 1_000  // every stream is larger
        let reader = try ParallelBzip2Reader(path: url.path, jobs: 2, tuning: tuning)
        #expect(try Self.readAll(reader) == Self.parts.reduce(Data(), +))
    }
}
