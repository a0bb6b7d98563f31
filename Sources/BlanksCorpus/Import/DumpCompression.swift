import Foundation

/// How a dump file is compressed, told by its first bytes (never its name).
enum DumpCompression: Equatable {
    case none, gzip, bzip2

    init(of url: URL) throws {
        var source = try FileByteSource(url: url, chunkSize: 3)
        self.init(magic: try source.read() ?? Data())
    }

    init(magic: Data) {
        let bytes = [UInt8](magic.prefix(3))
        if bytes.count >= 2, bytes[0] == 0x1f, bytes[1] == 0x8b {
            self = .gzip
        } else if bytes == [0x42, 0x5a, 0x68] {  // "BZh"
            self = .bzip2
        } else {
            self = .none
        }
    }
}
