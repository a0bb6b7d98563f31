import BlanksCorpus
import BlanksModel
import BlanksSupport
import BlanksText
import Foundation

extension PuzzleCheck {
    /// Checks against the source revision: it exists with the same sha1; the
    /// passage is a run of its usable paragraphs from the start of the article
    /// or of a section (`runStart`), a section's not pointing back to the one
    /// before (`PassageOpening`), and no longer than needed; and
    /// generating again gives the same bytes.
    mutating func runAgainstSource(corpus: RevisionStore, manifest: Manifest, analyzer: PassageAnalyzer, line: Data) {
        let revid = puzzle.source.revid
        guard let entry = manifest.entry(revid: revid) else {
            fail(.sourceRevision, "source revision \(revid) is not in the corpus")
            return
        }
        guard entry.sha1 == puzzle.source.sha1 else {
            fail(
                .sourceRevision,
                "source revision \(revid) has sha1 \(entry.sha1) in the corpus, the puzzle says \(puzzle.source.sha1)")
            return
        }
        let revision: Revision
        do {
            revision = try corpus.readRevision(revid: revid)
        } catch {
            // Worded as `generate` reports a revision it cannot read.
            fail(.sourceRevision, PuzzleGenerationError.unreadable(revid: revid, reason: "\(error)").description)
            return
        }
        let entries = WikitextStripper(gate: analyzer.gate)
            .strip(revision.content, contentModel: revision.contentmodel).entries
        let passage = puzzle.paragraphs.compactMap { substring($0) }
        guard let start = Self.runStart(of: passage, in: entries) else {
            fail(
                .passageSource,
                "the passage is not a run of consecutive usable paragraphs from the start of the article or of a section of revision \(revid)"
            )
            return
        }
        if Self.pointsBackFromSection(passage, start: start), let opening = passage.first {
            fail(
                .passageSource,
                "the passage opens a section of revision \(revid) by pointing back to the section before (\"\(opening.prefix(40))…\"), which it does not show"
            )
            return
        }
        if passage.count > 1, let level = Level(puzzle.level) {
            let shorter = entries[start..<(start + passage.count - 1)].map(\.text)
            let usable = Self.usableSentences(
                paragraphs: shorter, title: revision.title, level: level, analyzer: analyzer)
            let lastHoldsBlank =
                puzzle.paragraphs.last.map { last in
                    puzzle.blanks.contains { $0.start >= last.start && $0.start < last.start + last.length }
                } ?? false
            if !lastHoldsBlank,
                usable.all >= PuzzleGenerator.blanksPerPuzzle && usable.ownClass >= LevelQuota.ownClassNeeded(at: level)
            {
                fail(
                    .passageMinimal,
                    "\(passage.count - 1) paragraphs already give \(usable.all) sentences with distinct eligible words, \(usable.ownClass) of the level's own class, and the last holds no blank"
                )
            }
        }
        do {
            let again = try PuzzleGenerator(analyzer: analyzer).puzzle(
                from: revision, seed: puzzle.seed, level: Level(puzzle.level) ?? Level.all[0],
                variant: puzzle.variant ?? 0)
            if try CanonicalJSON.encoder().encode(again) != line {
                fail(
                    .regenerates,
                    "generating (seed \"\(puzzle.seed)\", revision \(revid), level \(puzzle.level)) again gives different bytes"
                )
            }
        } catch {
            fail(.regenerates, "generating again fails: \(error)")
        }
    }

    /// How many sentences of `paragraphs` can each give a different eligible
    /// word with at most the level's allowance of fall-back words, and how
    /// many of those are of the level's own class: the validator's own
    /// statement of the word rules, and the generator's quota matching
    /// (`QuotaMatching`), so that both agree on when a passage is complete.
    /// `give-away` is judged as the generator judges a candidate, before any
    /// blank is chosen: every word of the paragraph counts as shown.
    static func usableSentences(
        paragraphs: [String], title: String, level: Level,
        analyzer: PassageAnalyzer
    ) -> (all: Int, ownClass: Int) {
        let titleWords = words(of: title)
        let text = paragraphs.joined(separator: "\n\n")
        let check = PuzzleCheck(
            puzzle: Puzzle(
                id: "", seed: "", level: level.number, generator: .init(name: "", version: ""),
                source: .init(
                    site: "", pageid: 0, revid: 0, title: title, timestamp: "", sha1: "", url: "", license: ""),
                text: text, paragraphs: [], sentences: [], blanks: [], options: []), line: 0)
        var own: [[(key: String, word: Int)]] = []
        var fallback: [[(key: String, word: Int)]] = []
        var offset = 0
        for paragraph in paragraphs {
            let sentences = analyzer.sentences(ofParagraph: paragraph, offset: offset)
            for (position, sentence) in sentences.enumerated() {
                let firstWord = sentence.tokens.firstIndex {
                    $0.text.unicodeScalars.allSatisfy(\.properties.isAlphabetic)
                }
                var ownWords: [(key: String, word: Int)] = []
                var fallbackWords: [(key: String, word: Int)] = []
                for (rank, group) in level.categoriesWithFallback.enumerated() where rank == 0 || fallbackWords.isEmpty
                {
                    for (index, token) in sentence.tokens.enumerated()
                    where group.contains(sentence.tags[index].rawValue) {
                        let lower = token.text.lowercased()
                        guard check.isWholeWord(token.range), !WordRules.isOfTitle(lower, titleWords: titleWords),
                            !Self.readsAsName(token.text, first: index == firstWord),
                            BlankTarget(
                                sentence: sentence, index: index, firstWordIndex: firstWord,
                                surroundings: BlankSurroundings(paragraph: sentences, at: position)
                            )
                            .brokenRule(model: analyzer.tagger.model) == nil
                        else { continue }
                        if rank == 0 { ownWords.append((lower, index)) } else { fallbackWords.append((lower, index)) }
                    }
                }
                own.append(ownWords)
                fallback.append(fallbackWords)
            }
            offset += paragraph.utf16.count + 2
        }
        let picks = QuotaMatching.picks(own: own, fallback: fallback)
        let ownPicks = picks.filter(\.ownClass).count
        return (ownPicks + min(picks.count - ownPicks, LevelQuota.fallbackAllowed(at: level)), ownPicks)
    }

    /// Capitalised inside a sentence, or all capitals: a name, not a word to blank.
    static func readsAsName(_ word: String, first: Bool) -> Bool {
        let upper = word.unicodeScalars.filter { $0.properties.isUppercase }.count
        let count = word.unicodeScalars.count
        if count > 1 && upper == count { return true }
        return !first && word.unicodeScalars.first?.properties.isUppercase == true
    }
}
