import BlanksModel

/// `manifest.json` of a batch: how to regenerate it and how to check its files.
///
/// It holds no time or host, so the same corpus, seed and options give the
/// same bytes; a shard's manifest also says which shard it is.
public struct BatchManifest: Codable, Equatable, Sendable {
    public static let currentSchema = 1

    public struct Corpus: Codable, Equatable, Sendable {
        /// SHA-256 of the corpus `manifest.jsonl` the batch was generated from.
        public var manifestSHA256: String
        public var revisions: Int
        /// Pages with a latest revision: ranks below this are first uses of a page.
        public var pages: Int
    }

    /// One line of `puzzles.jsonl`, with its place in the selection order.
    public struct Entry: Codable, Equatable, Sendable {
        public var id: String
        public var revid: Int
        /// Position of the revision in the seed's selection order; merging
        /// shards sorts by it.
        public var rank: Int
    }

    public struct Shard: Codable, Equatable, Sendable {
        public var index: Int
        public var count: Int
        /// The rank of the first position of this shard left untried because
        /// the shard reached its quota; absent when it tried all its positions.
        /// The merge is exact when every shard's `nextRank` lies past the batch.
        public var nextRank: Int?
    }

    public var schema: Int
    public var batch: String
    public var seed: String
    public var level: Int
    /// Puzzles requested.
    public var requested: Int
    /// Puzzles written.
    public var count: Int
    public var corpus: Corpus
    public var generator: Puzzle.GeneratorInfo
    /// SHA-256 of each file of the batch, by file name.
    public var files: [String: String]
    public var puzzles: [Entry]
    /// True when the corpus had too few pages and older revisions of pages
    /// already used were taken.
    public var reusedPages: Bool
    public var shard: Shard?
    /// Absent for blanks batches (their manifests stay byte-identical); `trace` for trace batches.
    public var kind: PuzzleKind? = nil
}
