import BlanksSupport
import Foundation

/// A zip file written by hand over zlib, so its bytes depend only on its
/// entries: entries in the order given, every time stamp 1980-01-01 00:00
/// (the format's zero), no extra fields, no owner or permissions. Deflated
/// entries; no ZIP64, so each entry and the archive stay under 4 GiB.
/// O(total size) time and memory.
package struct ZipArchive: Sendable {
    package struct Entry: Sendable {
        package var name: String
        package var data: Data
        package init(name: String, data: Data) {
            self.name = name
            self.data = data
        }
    }

    package var entries: [Entry]

    package init(entries: [Entry]) {
        self.entries = entries
    }

    /// The whole archive.
    package func bytes() throws -> Data {
        var out = ByteWriter()
        var central = ByteWriter()
        for entry in entries {
            let raw = [UInt8](entry.data)
            let compressed: [UInt8]
            do {
                compressed = try Zlib.compress(raw, format: .raw)
            } catch {
                throw ExportError.tooLarge(what: entry.name)
            }
            let name = Array(entry.name.utf8)
            guard let size = UInt32(exactly: raw.count), let packed = UInt32(exactly: compressed.count),
                let offset = UInt32(exactly: out.bytes.count), name.count <= UInt16.max
            else { throw ExportError.tooLarge(what: entry.name) }
            let crc = CRC32.checksum(raw)
            let flags: UInt16 = name.allSatisfy { $0 < 0x80 } ? 0 : Self.utf8NamesFlag
            // Local file header.
            out.u32(0x0403_4b50)
            out.u16(Self.version)
            out.u16(flags)
            out.u16(Self.deflated)
            out.u16(0)
            out.u16(Self.dosDate1980)
            out.u32(crc)
            out.u32(packed)
            out.u32(size)
            out.u16(UInt16(name.count))
            out.u16(0)
            out.append(name)
            out.append(compressed)
            // Its central directory record.
            central.u32(0x0201_4b50)
            central.u16(Self.version)
            central.u16(Self.version)
            central.u16(flags)
            central.u16(Self.deflated)
            central.u16(0)
            central.u16(Self.dosDate1980)
            central.u32(crc)
            central.u32(packed)
            central.u32(size)
            central.u16(UInt16(name.count))
            central.u16(0)
            central.u16(0)
            central.u16(0)
            central.u16(0)
            central.u32(0)
            central.u32(offset)
            central.append(name)
        }
        guard let directoryOffset = UInt32(exactly: out.bytes.count),
            let directorySize = UInt32(exactly: central.bytes.count),
            let count = UInt16(exactly: entries.count), count < UInt16.max,
            out.bytes.count + central.bytes.count < Int(UInt32.max)
        else { throw ExportError.tooLarge(what: "the archive") }
        out.append(central.bytes)
        // End of central directory.
        out.u32(0x0605_4b50)
        out.u16(0)
        out.u16(0)
        out.u16(count)
        out.u16(count)
        out.u32(directorySize)
        out.u32(directoryOffset)
        out.u16(0)
        return Data(out.bytes)
    }

    /// "Version needed to extract" 2.0: deflate.
    static let version: UInt16 = 20
    static let deflated: UInt16 = 8
    /// General purpose flag bit 11: the name is UTF-8.
    static let utf8NamesFlag: UInt16 = 1 << 11
    /// 1980-01-01 in MS-DOS date format (day 1, month 1, year 0).
    static let dosDate1980: UInt16 = (1 << 5) | 1
}

/// Little-endian integers and bytes appended to a buffer.
struct ByteWriter {
    var bytes: [UInt8] = []

    mutating func u16(_ value: UInt16) {
        bytes.append(UInt8(value & 0xff))
        bytes.append(UInt8(value >> 8))
    }

    mutating func u32(_ value: UInt32) {
        u16(UInt16(value & 0xffff))
        u16(UInt16(value >> 16))
    }

    mutating func append(_ other: [UInt8]) {
        bytes.append(contentsOf: other)
    }
}
