import BlanksCorpus
import BlanksModel
import BlanksPuzzle
import BlanksSupport
import Foundation

/// Reads the batches to export and refuses a damaged one before anything is
/// written: a line that is not a puzzle, a puzzle whose gaps cannot be cut,
/// lines that disagree with manifest.json (count, ids, SHA-256), a puzzle
/// given twice, a puzzle of a kind the format does not play (only the web
/// player plays trace puzzles, each checked by the rules `validate` applies).
/// O(total size of the batches).
package enum ExportBatchLoader {
    package static func load(_ paths: [URL]) throws -> [ExportBatch] {
        try load(paths, kinds: [.blanks])
    }

    package static func load(_ paths: [URL], kinds: Set<PuzzleKind>) throws -> [ExportBatch] {
        guard !paths.isEmpty else { throw ExportError.noBatches }
        var seen: [String: String] = [:]
        var batches: [ExportBatch] = []
        for path in paths {
            let batch = try load(path, kinds: kinds)
            let entries =
                batch.puzzles.enumerated().map { ($1.puzzle.id, $1.file, $0 + 1) }
                + batch.traces.map { ($0.puzzle.id, $0.file, $0.place + 1) }
            for (id, file, line) in entries {
                if let first = seen[id] {
                    throw ExportError.duplicatePuzzle(id: id, path: file, line: line, firstPath: first)
                }
                seen[id] = file
            }
            batches.append(batch)
        }
        return batches
    }

    /// One batch folder (or a puzzles.jsonl with its manifest.json beside it).
    package static func load(_ path: URL) throws -> ExportBatch {
        try load(path, kinds: [.blanks])
    }

    package static func load(_ path: URL, kinds: Set<PuzzleKind>) throws -> ExportBatch {
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
            throw ExportError.badPuzzle(
                path: file, line: JSONLines.lineCount(data),
                reason: "truncated (the last line has no newline)")
        }
        let decoder = JSONDecoder()
        var puzzles: [ExportPuzzle] = []
        var traces: [ExportTracePuzzle] = []
        for line in JSONLines.split(data) {
            let index = puzzles.count + traces.count
            if kinds.contains(.trace),
                let trace = try traceLine(line, place: index, file: file)
            {
                guard index < manifest.puzzles.count, manifest.puzzles[index].id == trace.puzzle.id else {
                    throw ExportError.manifestMismatch(
                        path: file, line: line.number,
                        reason: "puzzle \(trace.puzzle.id) is not the manifest's puzzle \(index + 1)")
                }
                traces.append(trace)
                continue
            }
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
                    kind != PuzzleKind.blanks.rawValue
                {
                    throw ExportError.unsupportedKind(path: file, line: line.number, kind: kind)
                }
                throw ExportError.badPuzzle(
                    path: file, line: line.number, reason: "not a puzzle (\(Self.summary(error)))")
            }
            do {
                puzzles.append(try ExportPuzzle(puzzle, file: file, line: line.bytes))
            } catch {
                throw ExportError.badPuzzle(path: file, line: line.number, reason: "puzzle \(puzzle.id): \(error)")
            }
            guard index < manifest.puzzles.count else {
                throw ExportError.manifestMismatch(
                    path: file, line: line.number,
                    reason: "the manifest lists \(manifest.puzzles.count) puzzles")
            }
            guard manifest.puzzles[index].id == puzzle.id else {
                throw ExportError.manifestMismatch(
                    path: file, line: line.number,
                    reason: "puzzle \(puzzle.id) where the manifest has \(manifest.puzzles[index].id)")
            }
        }
        guard puzzles.count + traces.count == manifest.puzzles.count else {
            throw ExportError.manifestMismatch(
                path: file, line: nil,
                reason:
                    "\(puzzles.count + traces.count) puzzles, the manifest lists \(manifest.puzzles.count)")
        }
        if let expected = manifest.files[Self.puzzlesName], expected != ContentHash.sha256Hex(of: data) {
            throw ExportError.manifestMismatch(path: file, line: nil, reason: "its SHA-256 differs")
        }
        return ExportBatch(path: path.path, manifest: manifest, puzzles: puzzles, traces: traces)
    }

    /// A `"kind":"trace"` line as a trace puzzle, nil for a line of another
    /// kind. A trace line breaking a rule of `validate` (`TraceValidator`,
    /// the check `play` also runs) is refused with the rule's name, so the
    /// page never receives a puzzle the terminal game would not play.
    private static func traceLine(_ line: JSONLine, place: Int, file: String) throws -> ExportTracePuzzle? {
        let decoder = JSONDecoder()
        guard let probe = try? decoder.decode(PuzzleKind.Probe.self, from: line.bytes),
            probe.puzzleKind == .trace
        else { return nil }
        let puzzle: TracePuzzle
        do {
            puzzle = try decoder.decode(TracePuzzle.self, from: line.bytes)
        } catch {
            throw ExportError.badPuzzle(
                path: file, line: line.number, reason: "not a trace puzzle (\(Self.summary(error)))")
        }
        let failures = TraceValidator.failures(of: TraceLine(puzzle: puzzle, number: line.number, bytes: line.bytes))
        if let failure = failures.first {
            throw ExportError.badPuzzle(
                path: file, line: line.number,
                reason: "trace puzzle \(puzzle.id) breaks the rule \(failure.rule.rawValue) (\(failure.message))")
        }
        return ExportTracePuzzle(puzzle: puzzle, line: line.bytes, place: place, file: file)
    }

    /// The name manifest.json gives the puzzles file in `files`.
    static let puzzlesName = "puzzles.jsonl"

    private static func unreadable(_ error: BatchError) -> ExportError {
        switch error {
        case .missingFile(let path):
            return .unreadableBatch(
                path: path, reason: "missing (a batch is a folder with puzzles.jsonl and manifest.json)")
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
