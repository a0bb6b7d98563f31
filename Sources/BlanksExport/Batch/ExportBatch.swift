import BlanksPuzzle

/// One batch as read for export: its manifest (seed, level, id) and its
/// puzzles, each checked so that every format can cut it into text and gaps.
public struct ExportBatch: Sendable {
    /// The batch folder or puzzles.jsonl as given, for messages.
    package var path: String
    package var manifest: BatchManifest
    package var puzzles: [ExportPuzzle]
    /// Trace puzzles, read only for a format that plays them (`ExportFormat.kinds`).
    package var traces: [ExportTracePuzzle]

    /// A batch from its parts (the loader reads them from a folder).
    public init(path: String, manifest: BatchManifest, puzzles: [ExportPuzzle]) {
        self.init(path: path, manifest: manifest, puzzles: puzzles, traces: [])
    }

    package init(path: String, manifest: BatchManifest, puzzles: [ExportPuzzle], traces: [ExportTracePuzzle]) {
        self.path = path
        self.manifest = manifest
        self.puzzles = puzzles
        self.traces = traces
    }

    /// What people see as the batch's name: seed and level.
    package var title: String { "\(manifest.seed), level \(manifest.level)" }
}
