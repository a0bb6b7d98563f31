import BlanksModel
import BlanksPuzzle
import BlanksSupport
import Foundation

/// Reads a batch's `puzzles.jsonl`, one puzzle JSON per line.
///
/// A bad line does not spoil the batch: it is reported with its file and line
/// and skipped, so one damaged puzzle never stops a player. Only a file that
/// cannot be read at all is an error. This is the player's policy; the
/// generator's `BatchReader` (validate, merge) is strict and refuses a batch
/// with any bad line, because it must not pass damage on.
struct PuzzleBatchReader: Sendable {
    static let puzzleFileName = "puzzles.jsonl"

    /// The puzzles that can be played, in file order, and each skipped line.
    struct Contents: Sendable {
        var puzzles: [Puzzle]
        var skipped: [PuzzleBatchError]
    }

    let directory: URL

    init(directory: URL) {
        self.directory = directory
    }

    var puzzleFile: URL { directory.appendingPathComponent(Self.puzzleFileName) }

    /// Throws unless `directory` is a folder holding a puzzles.jsonl: what
    /// `play --batch` checks before anything else, so a mistyped folder is
    /// refused even when an unfinished game could be resumed.
    func checkFolder() throws(PuzzleBatchError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory),
            isDirectory.boolValue
        else { throw .missingDirectory(path: directory.path) }
        guard FileManager.default.fileExists(atPath: puzzleFile.path) else {
            throw .missingPuzzleFile(path: directory.path)
        }
    }

    func read() throws(PuzzleBatchError) -> Contents {
        try checkFolder()
        let path = puzzleFile.path
        let data: Data
        do {
            data = try RegularFile.read(path: path)
        } catch {
            throw .unreadable(path: path, reason: error.description)
        }
        return Self.parse(data, path: path)
    }

    /// Parses the lines of a puzzles.jsonl file already in memory; `path` only names it in messages.
    static func parse(_ data: Data, path: String) -> Contents {
        var contents = Contents(puzzles: [], skipped: [])
        var firstLineOfID: [String: Int] = [:]
        let decoder = JSONDecoder()
        for line in JSONLines.split(data) {
            let lineNumber = line.number
            let bytes = line.bytes
            func skip(_ problem: PuzzleBatchError.LineProblem) {
                contents.skipped.append(.badLine(path: path, line: lineNumber, reason: problem))
            }
            guard String(validating: bytes, as: UTF8.self) != nil else {
                skip(.notUTF8)
                continue
            }
            let puzzle: Puzzle
            do {
                puzzle = try decoder.decode(Puzzle.self, from: bytes)
            } catch let error as DecodingError {
                skip(.invalidPuzzle(error.summary))
                continue
            } catch {
                skip(.invalidPuzzle("not a puzzle object"))
                continue
            }
            if puzzle.schema > Puzzle.currentSchema {
                skip(.newerSchema(puzzle.schema))
                continue
            }
            // Counted first, so the range checks never walk a huge list of blanks.
            if puzzle.blanks.count != PuzzleGenerator.blanksPerPuzzle {
                skip(.blankCount(id: puzzle.id, count: puzzle.blanks.count, expected: PuzzleGenerator.blanksPerPuzzle))
                continue
            }
            if let problem = puzzle.playProblem {
                skip(.unplayable(problem))
                continue
            }
            if let first = firstLineOfID[puzzle.id] {
                skip(.duplicateID(puzzle.id, firstLine: first))
                continue
            }
            firstLineOfID[puzzle.id] = lineNumber
            contents.puzzles.append(puzzle)
        }
        return contents
    }
}
