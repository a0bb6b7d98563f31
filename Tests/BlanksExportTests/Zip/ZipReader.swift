import BlanksSupport
import Foundation

@testable import BlanksExport

/// Reads back what `ZipArchive` writes, from the central directory, as any
/// unzip does; for the tests. Traps on a malformed archive (test input only).
struct ZipReader {
    struct Entry {
        var name: String
        var data: Data
        var dosTime: UInt16
        var dosDate: UInt16
    }

    let entries: [Entry]

    init(_ data: Data) throws {
        let bytes = [UInt8](data)
        func u16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        func u32(_ at: Int) -> Int { u16(at) | u16(at + 2) << 16 }
        let end = bytes.count - 22
        precondition(u32(end) == 0x0605_4b50, "no end of central directory")
        var at = u32(end + 16)
        var entries: [Entry] = []
        for _ in 0..<u16(end + 10) {
            precondition(u32(at) == 0x0201_4b50)
            let packed = u32(at + 20)
            let size = u32(at + 24)
            let nameLength = u16(at + 28)
            let local = u32(at + 42)
            let name = String(decoding: bytes[(at + 46)..<(at + 46 + nameLength)], as: UTF8.self)
            let start = local + 30 + u16(local + 26) + u16(local + 28)
            let body = try Zlib.decompress(Array(bytes[start..<(start + packed)]), format: .raw, limit: size)
            precondition(body.count == size && CRC32.checksum(body) == UInt32(u32(at + 16)))
            entries.append(
                Entry(name: name, data: Data(body), dosTime: UInt16(u16(at + 12)), dosDate: UInt16(u16(at + 14))))
            at += 46 + nameLength + u16(at + 30) + u16(at + 32)
        }
        self.entries = entries
    }

    subscript(name: String) -> Data? { entries.first { $0.name == name }?.data }
}
