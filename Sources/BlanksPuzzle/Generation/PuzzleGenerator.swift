import BlanksCorpus
import BlanksModel
import BlanksSupport
import BlanksText

/// Turns one revision into one puzzle, deterministically: the result depends
/// only on (seed, revision, level, generator version).
///
/// The passage is the fewest leading prose paragraphs holding 10 sentences
/// that can each give a distinct eligible word; 10 of those sentences are
/// chosen, one word in each, and the options are the answers shuffled — every
/// choice drawn from one `SeededGenerator`.
public struct PuzzleGenerator: Sendable {
    public static let blanksPerPuzzle = 10

    public let analyzer: PassageAnalyzer
    public let stripper: WikitextStripper

    public init(analyzer: PassageAnalyzer, stripper: WikitextStripper = WikitextStripper()) {
        self.analyzer = analyzer
        self.stripper = stripper
    }

    /// What this generator's ids derive from (`GeneratorVersion`).
    public var version: String { GeneratorVersion.string(tagger: analyzer.tagger) }

    /// `variant` is 0 but when a batch reuses a page (see `BatchGenerator`).
    public func puzzle(from revision: Revision, seed: String, level: Level, variant: Int = 0) throws -> Puzzle {
        let candidates = BlankCandidates(level: level, titleWords: WordRules.titleWords(revision.title))
        var rng = SeededGenerator(seed: PuzzleKey.generatorSeed(seed: seed, revid: revision.revid, level: level.number,
                                                                  variant: variant))

        var text = ""
        /// `text` as UTF-16, grown with it rather than copied per paragraph.
        var units: [UInt16] = []
        var paragraphRanges: [TextRange] = []
        var sentences: [AnalyzedSentence] = []
        var words: [[BlankCandidates.Word]] = []
        // Paragraphs are stripped as needed: the passage ends at the first
        // paragraph that completes a puzzle.
        for paragraph in stripper.proseParagraphs(from: revision.content).lazy.map(\.text) {
            if !text.isEmpty {
                text += "\n\n"
                units += "\n\n".utf16
            }
            let offset = units.count
            text += paragraph
            units += paragraph.utf16
            paragraphRanges.append(TextRange(start: offset, length: paragraph.utf16.count))
            for sentence in analyzer.sentences(ofParagraph: paragraph, offset: offset) {
                sentences.append(sentence)
                words.append(candidates.words(in: sentence, text: units))
            }
            guard words.lazy.filter({ !$0.isEmpty }).count >= Self.blanksPerPuzzle,
                  let picks = choose(words, rng: &rng)
            else { continue }
            let blanks = picks.map { pick in
                let word = words[pick.sentence][pick.word]
                return Puzzle.Blank(start: word.range.start, length: word.range.length, answer: word.text,
                                    pos: word.tag.rawValue, sentence: pick.sentence)
            }
            return Puzzle(
                id: PuzzleKey.puzzleID(seed: seed, revid: revision.revid, level: level.number, variant: variant,
                                       version: version),
                seed: seed, level: level.number,
                generator: .init(name: ToolInfo.name, version: version),
                source: .init(site: revision.site, pageid: revision.pageid, revid: revision.revid, title: revision.title,
                              timestamp: revision.timestamp, sha1: revision.sha1, url: revision.url,
                              license: Licence(revisionTimestamp: revision.timestamp).name),
                text: text, paragraphs: paragraphRanges, sentences: sentences.map(\.range),
                blanks: blanks, options: rng.shuffled(blanks.map(\.answer)), variant: variant == 0 ? nil : variant)
        }
        let usable = AnswerMatching.maximumMatching(words.map { $0.map(\.key) }).compactMap { $0 }.count
        throw PuzzleGenerationError.notEnoughSentences(revid: revision.revid, usable: usable)
    }

    /// Ten (sentence, word) picks with distinct answers, in text order, or nil
    /// when these sentences cannot give ten.
    private func choose(_ words: [[BlankCandidates.Word]], rng: inout SeededGenerator) -> [(sentence: Int, word: Int)]? {
        var order = words.indices.filter { !words[$0].isEmpty }
        rng.shuffle(&order)
        var used = Set<String>()
        var picks: [(sentence: Int, word: Int)] = []
        for sentence in order where picks.count < Self.blanksPerPuzzle {
            let options = rng.shuffled(Array(words[sentence].indices))
            if let index = options.first(where: { !used.contains(words[sentence][$0].key) }) {
                used.insert(words[sentence][index].key)
                picks.append((sentence, index))
            }
        }
        if picks.count < Self.blanksPerPuzzle {
            // The random greedy pass got stuck; an exact matching decides.
            let matching = AnswerMatching.maximumMatching(words.map { $0.map(\.key) })
            var matched = matching.enumerated().compactMap { sentence, word in word.map { (sentence: sentence, word: $0) } }
            guard matched.count >= Self.blanksPerPuzzle else { return nil }
            rng.shuffle(&matched)
            picks = Array(matched.prefix(Self.blanksPerPuzzle))
        }
        return picks.sorted { $0.sentence < $1.sentence }
    }
}
