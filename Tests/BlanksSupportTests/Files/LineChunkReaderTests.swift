import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksSupport

/// Reading a file in pieces delivers every byte once, in order, each piece
/// ending after a newline but the last, whatever the piece size and line lengths.
@Suite struct LineChunkReaderTests {
    static func pieces(of text: String, chunkSize: Int) throws -> [Data] {
        let url = try TemporaryDirectory().url.appendingPathComponent("lines")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        var pieces: [Data] = []
        try LineChunkReader.forEachChunk(path: url.path, chunkSize: chunkSize) { pieces.append(Data($0)) }
        return pieces
    }

    @Test(arguments: [16, 17, 40, 1 << 20])
    func piecesJoinToTheFileAndEndAtNewlines(chunkSize: Int) throws {
        let text =
            (1...50).map { String(repeating: "x", count: $0 % 23) + " line \($0)" }.joined(separator: "\n")
            + "\nlast without newline"
        let pieces = try Self.pieces(of: text, chunkSize: chunkSize)
        #expect(Data(pieces.joined()) == Data(text.utf8))
        #expect(pieces.dropLast().allSatisfy { $0.last == 0x0a })
        #expect(pieces.allSatisfy { !$0.isEmpty })
    }

    @Test func aLineLongerThanThePieceGrowsTheBuffer() throws {
        let text = "short\n" + String(repeating: "y", count: 200) + "\nend\n"
        let pieces = try Self.pieces(of: text, chunkSize: 16)
        #expect(Data(pieces.joined()) == Data(text.utf8))
        #expect(pieces.contains { $0.count > 200 })
    }

    @Test func numbersGoOnAcrossPiecesAsInTheWholeFile() throws {
        let text = "a\n\n  \nb\r\nc\nd"
        var whole: [String] = []
        JSONLines.forEachLine(in: Data(text.utf8)) { number, bytes in
            whole.append("\(number):\(String(decoding: bytes, as: UTF8.self))")
        }
        var pieced: [String] = []
        var number = 0
        for piece in try Self.pieces(of: text, chunkSize: 16) {
            number = piece.withUnsafeBytes { raw in
                JSONLines.forEachLine(in: raw, after: number) { number, bytes in
                    pieced.append("\(number):\(String(decoding: bytes, as: UTF8.self))")
                }
            }
        }
        #expect(pieced == whole)
        #expect(whole == ["1:a", "4:b", "5:c", "6:d"])
    }

    @Test func aFolderOrAMissingFileIsRefused() throws {
        let directory = try TemporaryDirectory().url
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        #expect(throws: RegularFile.ReadError.notRegular("a directory")) {
            try LineChunkReader.forEachChunk(path: directory.path) { _ in }
        }
        #expect(throws: RegularFile.ReadError.missing) {
            try LineChunkReader.forEachChunk(path: directory.appendingPathComponent("absent").path) { _ in }
        }
    }
}
