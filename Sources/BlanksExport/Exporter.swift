import BlanksCorpus
import BlanksModel
import Foundation

/// The formats `wikiblanks export` writes.
package enum ExportFormat: Sendable, Equatable {
    case anki
    case moodle(MoodleQuestionType)
    /// The offline web player (docs/player.md).
    case html
    /// A QTI 2.1 content package for learning platforms.
    case qti(QTIInteractionType)
    /// A printable worksheet with its answer key (HTML).
    case print(WorksheetOptions)

    /// The kinds of puzzle the format plays; a batch line of any other kind
    /// is refused. Only the web player plays the memory-order game.
    package var kinds: Set<PuzzleKind> {
        self == .html ? [.blanks, .trace] : [.blanks]
    }
}

/// Reads batches, renders them in a format and writes the file atomically: a
/// temporary file in the destination's folder, renamed over the destination
/// once complete, so a failure leaves no output file behind.
package struct Exporter: Sendable {
    package enum Event: Sendable {
        /// Puzzles rendered so far, of `total`.
        case progress(done: Int, total: Int)
    }

    package struct Outcome: Sendable, Equatable {
        package var batches: Int
        package var puzzles: Int
        package var bytes: Int
    }

    package init() {}

    package func export(
        _ format: ExportFormat, batches paths: [URL], to destination: URL,
        onEvent: (Event) -> Void = { _ in }
    ) throws -> Outcome {
        let batches = try ExportBatchLoader.load(paths, kinds: format.kinds)
        let total = batches.reduce(0) { $0 + $1.puzzles.count + $1.traces.count }
        let report: (Int) -> Void = { onEvent(.progress(done: $0, total: total)) }
        let data = try Self.render(format, batches: batches, progress: report)
        do {
            try AtomicFile.write(data, to: destination, stagingDirectory: destination.deletingLastPathComponent())
        } catch let error as CorpusError {
            if case .cannotWrite(let path, let reason) = error {
                throw ExportError.cannotWrite(path: path, reason: reason)
            }
            throw ExportError.cannotWrite(path: destination.path, reason: "\(error)")
        }
        return Outcome(batches: batches.count, puzzles: total, bytes: data.count)
    }

    /// The file's bytes, in memory. O(total size of the batches).
    package static func render(
        _ format: ExportFormat, batches: [ExportBatch],
        progress: (Int) -> Void = { _ in }
    ) throws -> Data {
        switch format {
        case .anki: return try AnkiPackage.bytes(for: batches, progress: progress)
        case .moodle(let type): return MoodleQuiz(type: type).xml(for: batches, progress: progress)
        case .html: return try WebPlayer.bytes(for: batches, progress: progress)
        case .qti(let type): return try QTIPackage.bytes(for: batches, type: type, progress: progress)
        case .print(let options): return Worksheet(options: options).html(for: batches, progress: progress)
        }
    }
}
