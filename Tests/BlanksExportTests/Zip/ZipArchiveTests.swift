import Foundation
import Testing

@testable import BlanksExport

@Suite struct ZipArchiveTests {
    @Test func entriesComeBackInOrderWithFixedTimes() throws {
        let big = Data((0..<100_000).map { UInt8(truncatingIfNeeded: $0 * 7 / 3) })
        let archive = ZipArchive(entries: [
            .init(name: "b.bin", data: big), .init(name: "a.txt", data: Data("{}".utf8)),
            .init(name: "é.txt", data: Data())
        ])
        let bytes = try archive.bytes()
        let read = try ZipReader(bytes)
        #expect(read.entries.map(\.name) == ["b.bin", "a.txt", "é.txt"])
        #expect(read["b.bin"] == big)
        #expect(read["a.txt"] == Data("{}".utf8))
        #expect(read["é.txt"] == Data())
        #expect(read.entries.allSatisfy { $0.dosTime == 0 && $0.dosDate == ZipArchive.dosDate1980 })
        #expect(bytes.count < big.count, "entries are deflated")
        #expect(try archive.bytes() == bytes)
    }

    @Test func unzipReadsIt() throws {
        let unzip = URL(fileURLWithPath: "/usr/bin/unzip")
        guard FileManager.default.isExecutableFile(atPath: unzip.path) else { return }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("zip-\(UUID().uuidString).zip")
        defer { try? FileManager.default.removeItem(at: file) }
        try ZipArchive(entries: [.init(name: "media", data: Data("{}".utf8))]).bytes().write(to: file)
        let process = Process()
        process.executableURL = unzip
        process.arguments = ["-tq", file.path]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }
}
