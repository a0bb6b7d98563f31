import BlanksCorpus
import Foundation

/// Helpers shared by the fuzz targets.
public enum FuzzInput {
    /// The input bytes as Data (empty for a null pointer).
    public static func data(_ start: UnsafeRawPointer?, _ count: Int) -> Data {
        guard let start, count > 0 else { return Data() }
        return Data(bytes: start, count: count)
    }

    /// The input decoded as UTF-8, invalid sequences repaired (U+FFFD), as a
    /// file read by the tool would be.
    public static func string(_ start: UnsafeRawPointer?, _ count: Int) -> String {
        guard let start, count > 0 else { return "" }
        let buffer = UnsafeBufferPointer(start: start.assumingMemoryBound(to: UInt8.self), count: count)
        return String(decoding: buffer, as: UTF8.self)
    }
}

/// A scratch folder for one process, removed and re-created on demand, so
/// targets that need files never touch anything else.
public enum Scratch {
    public static let root: URL = {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("wikiblanks-fuzz-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
        try? FileManager.default.removeItem(at: url)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: Scratch.root) }
        return url
    }()

    /// An empty folder under the scratch root.
    public static func freshDirectory(_ name: String) -> URL {
        let url = root.appendingPathComponent(name, isDirectory: true)
        try? FileManager.default.removeItem(at: url)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

/// A ByteSource over bytes in memory, handed out in small chunks so that
/// chunk boundaries fall inside tokens.
public struct MemoryByteSource: ByteSource {
    var remaining: Data
    let chunkSize: Int

    public init(_ data: Data, chunkSize: Int = 7) {
        remaining = data
        self.chunkSize = max(chunkSize, 1)
    }

    public mutating func read() throws -> Data? {
        guard !remaining.isEmpty else { return nil }
        let n = min(chunkSize, remaining.count)
        let chunk = remaining.prefix(n)
        remaining = remaining.dropFirst(n)
        return Data(chunk)
    }
}
