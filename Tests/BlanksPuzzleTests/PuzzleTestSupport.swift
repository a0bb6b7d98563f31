import BlanksTestSupport
import Foundation

@testable import BlanksCorpus
@testable import BlanksModel
@testable import BlanksPuzzle
@testable import BlanksSupport

/// Shared fixtures: the embedded corpus and the bundled tagger, loaded once.
enum PuzzleTestSupport {
    static let corpus = RevisionStore(directory: repositoryRoot.appendingPathComponent("Corpus"))

    static let analyzer: PassageAnalyzer = {
        do { return try PassageAnalyzer.bundled() } catch { fatalError("the bundled tagger must load: \(error)") }
    }()

    static let generator = PuzzleGenerator(analyzer: analyzer)

    /// A generator whose one-solution check admits every set of ten (its
    /// scorer's margin is one no option reaches), for tests of other rules on
    /// made-up articles whose one repeated frame makes every word of a class
    /// fit every slot.
    static let generatorAdmittingAnySet = PuzzleGenerator(
        analyzer: PassageAnalyzer(tagger: analyzer.tagger, slots: analyzer.slots.with(margin: -(1 << 40))))

    /// Anarchism: long, well-formed prose.
    static let anarchism = 716_551_092

    /// List of Atlas Shrugged characters: prose full of proper names.
    static let atlasShruggedCharacters = 717_177_942

    static func revision(_ revid: Int = anarchism) throws -> Revision {
        try corpus.readRevision(revid: revid)
    }

    static func encode(_ puzzle: Puzzle) throws -> Data {
        try CanonicalJSON.encoder().encode(puzzle)
    }
}
