import BlanksModel

/// `manifest.json` of a batch: how to regenerate it and how to check its files.
///
/// It holds no time or host, so the same corpus, seed and options give the
/// same bytes; a shard's manifest also says which shard it is.
public struct BatchManifest: Codable, Equatable, Sendable {
    package static let currentSchema = 1

    package struct Corpus: Codable, Equatable, Sendable {
        /// SHA-256 of the corpus `manifest.jsonl` the batch was generated from.
        package var manifestSHA256: String
        package var revisions: Int
        /// Pages with a latest revision: ranks below this are first uses of a page.
        package var pages: Int
    }

    /// One line of `puzzles.jsonl`, with its place in the selection order.
    package struct Entry: Codable, Equatable, Sendable {
        package var id: String
        package var revid: Int
        /// Position of the revision in the seed's selection order; merging
        /// shards sorts by it.
        package var rank: Int
    }

    package struct Shard: Codable, Equatable, Sendable {
        package var index: Int
        package var count: Int
        /// The rank of the first position of this shard left untried because
        /// the shard reached its quota; absent when it tried all its positions.
        /// The merge is exact when every shard's `nextRank` lies past the batch.
        package var nextRank: Int?
    }

    package var schema: Int
    package var batch: String
    package var seed: String
    package var level: Int
    /// Puzzles requested.
    package var requested: Int
    /// Puzzles written.
    package var count: Int
    package var corpus: Corpus
    package var generator: Puzzle.GeneratorInfo
    /// SHA-256 of each file of the batch, by file name.
    package var files: [String: String]
    package var puzzles: [Entry]
    /// True when the corpus had too few pages and older revisions of pages
    /// already used were taken.
    package var reusedPages: Bool
    package var shard: Shard?
    /// Absent for blanks batches (their manifests stay byte-identical); `trace` for trace batches.
    package var kind: PuzzleKind? = nil
}
