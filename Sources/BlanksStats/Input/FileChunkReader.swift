import BlanksCorpus
import Foundation

/// Reads a local file in chunks of a fixed size.
struct FileChunkReader: ByteChunkReader {
    private var file: FileByteSource
    private let path: String

    init(url: URL, chunkSize: Int) throws {
        path = url.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw StatsError.cannotRead(path: path, reason: "no such file")
        }
        guard !isDirectory.boolValue else {
            throw StatsError.cannotRead(path: path, reason: "is a directory")
        }
        do {
            file = try FileByteSource(url: url, chunkSize: max(1, chunkSize))
        } catch let error as CorpusError {
            if case .cannotOpen(_, let reason) = error { throw StatsError.cannotRead(path: path, reason: reason) }
            throw error
        }
    }

    mutating func next() async throws -> [UInt8]? {
        do {
            return try file.read().map { [UInt8]($0) }
        } catch {
            throw StatsError.cannotRead(path: path, reason: (error as NSError).localizedDescription)
        }
    }
}
