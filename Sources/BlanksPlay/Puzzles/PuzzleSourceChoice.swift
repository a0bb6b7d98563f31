import Foundation

/// Decides where `play` takes new puzzles from: the batch the player named,
/// else every batch in the output directory, else the on-the-fly generator
/// when one is wired in.
package struct PuzzleSourceChoice: Sendable {
    package var batch: URL?
    package var outputDirectory: URL
    var generator: (any PuzzleSource)?

    /// `corpus` makes puzzles on the fly when neither `batch` nor the output directory has any.
    package init(batch: URL?, outputDirectory: URL, corpus: CorpusPuzzleSource?) {
        self.init(batch: batch, outputDirectory: outputDirectory, generator: corpus)
    }

    init(batch: URL?, outputDirectory: URL, generator: (any PuzzleSource)?) {
        self.batch = batch
        self.outputDirectory = outputDirectory
        self.generator = generator
    }

    func resolve() throws(PlayError) -> any PuzzleSource {
        do {
            if let batch { return try BatchPuzzleSource(directories: [batch]) }
            let found = BatchPuzzleSource.batchDirectories(in: outputDirectory)
            if !found.isEmpty { return try BatchPuzzleSource(directories: found) }
        } catch {
            throw .batch(error)
        }
        if let generator { return generator }
        throw .noPuzzleSource(outputDirectory: outputDirectory.path)
    }
}
