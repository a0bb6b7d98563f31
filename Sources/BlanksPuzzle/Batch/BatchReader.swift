import BlanksModel
import BlanksSupport
import Foundation

/// Reads a batch folder (or a bare `puzzles.jsonl`) back, with errors that
/// name the file and line.
package struct BatchReader: Sendable {
    package let puzzlesURL: URL
    package let manifestURL: URL?

    /// `path` is a batch folder or a `puzzles.jsonl` file.
    package init(path: URL) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path.path, isDirectory: &isDirectory) else {
            throw BatchError.missingFile(path: path.path)
        }
        if isDirectory.boolValue {
            puzzlesURL = path.appendingPathComponent(BatchWriter.puzzlesName)
            manifestURL = path.appendingPathComponent(BatchWriter.manifestName)
        } else {
            puzzlesURL = path
            let sibling = path.deletingLastPathComponent().appendingPathComponent(BatchWriter.manifestName)
            manifestURL = FileManager.default.fileExists(atPath: sibling.path) ? sibling : nil
        }
    }

    package func manifest() throws -> BatchManifest {
        guard let manifestURL else { throw BatchError.missingFile(path: "manifest.json beside \(puzzlesURL.path)") }
        let data = try Self.contents(of: manifestURL)
        do {
            return try JSONDecoder().decode(BatchManifest.self, from: data)
        } catch {
            throw BatchError.malformed(
                path: manifestURL.path, line: nil, reason: "not a batch manifest (\(Self.describe(error)))")
        }
    }

    /// The raw bytes of puzzles.jsonl.
    package func puzzlesData() throws -> Data {
        try Self.contents(of: puzzlesURL)
    }

    /// A file's bytes; a file that is absent is `missingFile`, one that is there but
    /// cannot be read (a FIFO, a folder, no permission) is `unreadableFile` with the reason.
    static func contents(of url: URL) throws(BatchError) -> Data {
        do {
            return try RegularFile.read(path: url.path)
        } catch .missing {
            throw .missingFile(path: url.path)
        } catch {
            throw .unreadableFile(path: url.path, reason: error.description.lowercased())
        }
    }

    /// The lines of puzzles.jsonl, without their newlines. A file that does
    /// not end with a newline was cut short.
    func lines() throws -> [JSONLine] {
        try lines(of: puzzlesData())
    }

    /// The lines of `data`, the bytes of puzzles.jsonl already read (so a
    /// caller that also hashes them reads the file once).
    func lines(of data: Data) throws -> [JSONLine] {
        guard data.isEmpty || data.last == 0x0a else {
            throw BatchError.malformed(
                path: puzzlesURL.path, line: JSONLines.lineCount(data),
                reason: "truncated (the last line has no newline)")
        }
        return JSONLines.split(data)
    }

    /// Every puzzle, decoded.
    package func puzzles() throws -> [Puzzle] {
        let decoder = JSONDecoder()
        return try lines().map { line in
            do {
                return try decoder.decode(Puzzle.self, from: line.bytes)
            } catch {
                throw BatchError.malformed(
                    path: puzzlesURL.path, line: line.number, reason: "not a puzzle (\(Self.describe(error)))")
            }
        }
    }

    /// One line for a decoding failure (`DecodingError.summary`).
    static func describe(_ error: Error) -> String {
        (error as? DecodingError)?.summary ?? "\(error)"
    }
}
