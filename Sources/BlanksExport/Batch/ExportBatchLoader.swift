import BlanksCorpus
import BlanksModel
import BlanksPuzzle
import BlanksSupport
import Foundation

/// Reads the batches to export and refuses a damaged one before anything is
/// written: a line that is not a puzzle, a puzzle whose gaps cannot be cut,
/// lines that disagree with manifest.json (count, ids, SHA-256), a puzzle
/// given twice, a puzzle of another kind than fill-in-the-blank. O(total size of the batches).
package enum ExportBatchLoader {
    package static func load(_ paths: [URL]) throws -> [ExportBatch] {
        guard !paths.isEmpty else { throw ExportError.noBatches }
        var seen: [String: String] = [:]
        var batches: [ExportBatch] = []
        for path in paths {
            let batch = try load(path)
            for (index, puzzle) in batch.puzzles.enumerated() {
                if let first = seen[puzzle.puzzle.id] {
                    throw ExportError.duplicatePuzzle(id: puzzle.puzzle.id, path: puzzle.file, line: index + 1,
                                                      firstPath: first)
                }
                seen[puzzle.puzzle.id] = puzzle.file
            }
            batches.append(batch)
        }
        return batches
    }

    /// One batch folder (or a puzzles.jsonl with its manifest.json beside it).
    package static func load(_ path: URL) throws -> ExportBatch {
        let reader: BatchReader
        let manifest: BatchManifest
        let data: Data
        do {
            reader = try BatchReader(path: path)
            manifest = try reader.manifest()
            data = try reader.puzzlesData()
        } catch let error as BatchError {
            throw Self.unreadable(error)
        }
        let file = reader.puzzlesURL.path
        guard data.isEmpty || data.last == 0x0a else {
            throw ExportError.badPuzzle(path: file, line: JSONLines.lineCount(data),
                                        reason: "truncated (the last line has no newline)")
        }
        let decoder = JSONDecoder()
        var puzzles: [ExportPuzzle] = []
        for line in JSONLines.split(data) {
            let puzzle: Puzzle
            do {
                let decoded = try decoder.decode(KindedPuzzle.self, from: line.bytes)
                if let kind = decoded.kind, kind != PuzzleKind.blanks.rawValue {
                    throw ExportError.unsupportedKind(path: file, line: line.number, kind: kind)
                }
                puzzle = decoded.puzzle
            } catch let error as ExportError {
                throw error
            } catch {
                if let kind = try? decoder.decode(PuzzleKind.Probe.self, from: line.bytes).kind,
                   kind != PuzzleKind.blanks.rawValue {
                    throw ExportError.unsupportedKind(path: file, line: line.number, kind: kind)
                }
                throw ExportError.badPuzzle(path: file, line: line.number, reason: "not a puzzle (\(Self.summary(error)))")
            }
            do {
                puzzles.append(try ExportPuzzle(puzzle, file: file, line: line.bytes))
            } catch {
                throw ExportError.badPuzzle(path: file, line: line.number, reason: "puzzle \(puzzle.id): \(error)")
            }
            let index = puzzles.count - 1
            guard index < manifest.puzzles.count else {
                throw ExportError.manifestMismatch(path: file, line: line.number,
                                                   reason: "the manifest lists \(manifest.puzzles.count) puzzles")
            }
            guard manifest.puzzles[index].id == puzzle.id else {
                throw ExportError.manifestMismatch(path: file, line: line.number,
                                                   reason: "puzzle \(puzzle.id) where the manifest has \(manifest.puzzles[index].id)")
            }
        }
        guard puzzles.count == manifest.puzzles.count else {
            throw ExportError.manifestMismatch(path: file, line: nil,
                                               reason: "\(puzzles.count) puzzles, the manifest lists \(manifest.puzzles.count)")
        }
        if let expected = manifest.files[Self.puzzlesName], expected != ContentHash.sha256Hex(of: data) {
            throw ExportError.manifestMismatch(path: file, line: nil, reason: "its SHA-256 differs")
        }
        return ExportBatch(path: path.path, manifest: manifest, puzzles: puzzles)
    }

    /// The name manifest.json gives the puzzles file in `files`.
    static let puzzlesName = "puzzles.jsonl"

    private static func unreadable(_ error: BatchError) -> ExportError {
        switch error {
        case .missingFile(let path):
            return .unreadableBatch(path: path, reason: "missing (a batch is a folder with puzzles.jsonl and manifest.json)")
        case .malformed(let path, let line, let reason):
            return .unreadableBatch(path: path + (line.map { ", line \($0)" } ?? ""), reason: reason)
        default:
            return .unreadableBatch(path: "", reason: "\(error)")
        }
    }

    /// A line's `kind` and its puzzle from one decode: a good line is parsed
    /// once; only a line that is not a blanks puzzle is probed again for its kind.
    private struct KindedPuzzle: Decodable {
        var kind: String?
        var puzzle: Puzzle

        private enum CodingKeys: String, CodingKey { case kind }

        init(from decoder: Decoder) throws {
            kind = try decoder.container(keyedBy: CodingKeys.self).decodeIfPresent(String.self, forKey: .kind)
            puzzle = try Puzzle(from: decoder)
        }
    }

    private static func summary(_ error: Error) -> String {
        (error as? DecodingError)?.summary ?? "\(error)"
    }
}
