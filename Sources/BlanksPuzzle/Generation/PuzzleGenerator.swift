import BlanksCorpus
import BlanksModel
import BlanksSupport
import BlanksText

/// Turns one revision into one puzzle, deterministically: the result depends
/// only on (seed, revision, level, generator version).
///
/// The passage is the fewest consecutive usable paragraphs, from the start
/// of the article or of a section (`PassageRunSequence`), holding 10
/// sentences that can each give a distinct eligible word; 10 of those sentences are
/// chosen, one word in each, and the options are the answers shuffled — every
/// choice drawn from one `SeededGenerator`.
///
/// Each paragraph costs work for its own sentences only: whether the passage
/// can give a puzzle yet is kept up to date sentence by sentence
/// (`DistinctAnswerCounter`). The sequence of draws is part of the output:
/// every paragraph after the tenth usable sentence that still cannot give ten
/// distinct answers consumes one draw over all the passage's sentences, and
/// the puzzle's draws continue from there. Those draws are replayed only
/// once the article does give a puzzle (so puzzles keep their bytes), and an
/// article whose redraws or passage would pass `limits` is given up.
package struct PuzzleGenerator: Sendable {
    package static let blanksPerPuzzle = 10
    /// How many paragraphs past the shortest passage a draw may grow into
    /// when the shortest gives no set of blanks with one solution.
    static let extraParagraphs = 3

    package let analyzer: PassageAnalyzer
    /// Judges paragraphs with the analyzer's segmenter and tokenizer
    /// (`PassageAnalyzer.gate`), so the sentences it hands on with each are
    /// the ones the analyzer would cut, and are tagged as they are.
    package let stripper: WikitextStripper
    package let limits: PassageLimits

    package init(analyzer: PassageAnalyzer, limits: PassageLimits = .standard) {
        self.analyzer = analyzer
        stripper = WikitextStripper(gate: analyzer.gate)
        self.limits = limits
    }

    /// What this generator's ids derive from (`GeneratorVersion`).
    package var version: String { GeneratorVersion.string(tagger: analyzer.tagger, scorer: analyzer.slots) }

    /// `variant` is 0 but when a batch reuses a page (see `BatchGenerator`).
    package func puzzle(from revision: Revision, seed: String, level: Level, variant: Int = 0) throws -> Puzzle {
        var work = GenerationWork()
        return try puzzle(from: revision, seed: seed, level: level, variant: variant, work: &work)
    }

    /// What one call did, for tests that bound the work rather than the time.
    struct GenerationWork {
        var paragraphs = 0
        var sentences = 0
        /// Candidate words covered by redrawing earlier, unsuccessful attempts.
        var redrawnWords = 0
        var matchingSteps = 0
        /// Wikitext bytes stripped: the article up to the passage's end, not all of it.
        var wikitextBytesRead = 0
    }

    func puzzle(
        from revision: Revision, seed: String, level: Level, variant: Int,
        work: inout GenerationWork
    ) throws -> Puzzle {
        var shortest = try passage(from: revision, level: level, work: &work)
        return try puzzle(from: &shortest, seed: seed, variant: variant, revision: { revision }, work: &work)
    }

    /// The puzzle of `passage`; when none of its draws has one solution and it
    /// was not read with the paragraphs after it, it is read again from
    /// `revision` with them (and `passage` becomes that one, for a cache) and
    /// drawn from again. The draws from the shortest passage come first either
    /// way, so the puzzle is the one reading those paragraphs first would give.
    func puzzle(
        from passage: inout PuzzlePassage, seed: String, variant: Int, revision: () throws -> Revision,
        work: inout GenerationWork
    ) throws -> Puzzle {
        do {
            return try puzzle(from: passage, seed: seed, variant: variant, work: &work)
        } catch PuzzleGenerationError.noOneSolution where !passage.isGrown {
            passage = try self.passage(
                from: try revision(), level: passage.level, extraParagraphs: Self.extraParagraphs, work: &work)
            return try puzzle(from: passage, seed: seed, variant: variant, work: &work)
        }
    }

    /// The passage of `revision` at `level` and its candidate words: all the
    /// article work of a puzzle, which draws nothing, so every seed and
    /// variant of the revision at that level shares it (`PuzzlePassage`).
    ///
    /// With `extraParagraphs`, the passage also holds up to that many of the
    /// paragraphs that follow it in its run, within the readable length, for
    /// the draws of `puzzle(from:seed:variant:work:)` to fall back on
    /// (`PuzzlePassage.shortest`).
    func passage(
        from revision: Revision, level: Level, extraParagraphs: Int = 0,
        work: inout GenerationWork
    ) throws -> PuzzlePassage {
        let candidates = BlankCandidates(
            level: level, titleWords: WordRules.titleWords(revision.title),
            model: analyzer.tagger.model)
        var text = ""
        /// `text` as UTF-16, grown with it rather than copied per paragraph.
        var units: [UInt16] = []
        var paragraphRanges: [TextRange] = []
        var sentences: [TextRange] = []
        var words: [[BlankCandidates.Word]] = []
        var analyzed: [AnalyzedSentence] = []
        var usable = 0
        var usableWords = 0
        /// Candidates of the run outside the level's own class. While there
        /// are none (always at level 0), every candidate is its own class, so
        /// the exact matching (`QuotaMatching`) matches the sentences
        /// `distinct` does and its verdict is `distinct`'s: it is not made.
        var fallbackWords = 0
        var distinct = DistinctAnswerCounter(target: Self.blanksPerPuzzle)
        /// The same count over the words of the level's own class: with
        /// `distinct`, a cheap necessary condition; `QuotaMatching` decides.
        let quota = LevelQuota.ownClassNeeded(at: level)
        var ownDistinct = DistinctAnswerCounter(target: quota)
        /// Sentence counts of the earlier, unsuccessful attempts, redrawn in order on success.
        var failedAttempts: [Int] = []
        var owedRedraws = 0
        // Paragraphs are stripped as needed: the passage ends at the first
        // paragraph that completes a puzzle. It is a run of usable paragraphs
        // from the start of the article or of a section; a run broken before
        // it completes is dropped, and the passage starts again at the next run.
        var paragraphs = PassageRunSequence(
            stripper.strippedParagraphs(from: revision.content, contentModel: revision.contentmodel))
        var droppedSteps = 0
        defer {
            work.matchingSteps = droppedSteps + distinct.steps
            work.wikitextBytesRead = paragraphs.wikitextBytesRead
        }
        /// The first run that grew past `limits.sentences` without completing, for the error.
        var tooLong: Int?
        /// The complete passage while it takes on its extra paragraphs.
        var complete: PuzzlePassage?
        /// The run's paragraphs not tagged yet, as the gate cut them, each with its offset in `text`.
        var untagged: [(sentences: [SegmentedSentence], offset: Int)] = []
        /// Sentences in the run, tagged or not.
        var runSentences = 0
        /// Until the run holds this many sentences no paragraph can end an
        /// attempt (fewer than ten usable sentences, and within the length), so
        /// nothing depends on their words yet.
        let tagFrom = min(Self.blanksPerPuzzle, limits.sentences.saturatingAdding(1))
        /// Tags the untagged paragraphs in order and counts their words.
        func tagUntagged() {
            for paragraph in untagged {
                let tagged = analyzer.tagged(paragraph.sentences, offset: paragraph.offset)
                for (index, sentence) in tagged.enumerated() {
                    let found = candidates.words(
                        in: sentence, surroundings: BlankSurroundings(paragraph: tagged, at: index), text: units)
                    sentences.append(sentence.range)
                    words.append(found)
                    analyzed.append(sentence)
                    work.sentences += 1
                    if !found.isEmpty {
                        usable += 1
                        usableWords += found.count
                        distinct.add(keys: found.map(\.key))
                        let own = found.filter(\.ownClass)
                        fallbackWords += found.count - own.count
                        ownDistinct.add(keys: own.map(\.key))
                    }
                }
            }
            untagged = []
        }
        while let next = paragraphs.next() {
            if next.startsRun, !paragraphRanges.isEmpty {
                if let complete { return complete }
                droppedSteps += distinct.steps
                (text, units, paragraphRanges, sentences, words, analyzed) = ("", [], [], [], [], [])
                (usable, usableWords, fallbackWords, failedAttempts, owedRedraws) = (0, 0, 0, [], 0)
                (untagged, runSentences) = ([], 0)
                distinct = DistinctAnswerCounter(target: Self.blanksPerPuzzle)
                ownDistinct = DistinctAnswerCounter(target: quota)
            }
            let paragraph = next.text
            let paragraphUnits = next.units ?? Array(paragraph.utf16)
            let separator = text.isEmpty ? 0 : 2
            guard paragraphUnits.count <= limits.units - units.count - separator else {
                if let complete { return complete }
                throw PuzzleGenerationError.passageLimit(
                    revid: revision.revid, paragraphs: paragraphRanges.count,
                    limit: "a passage is at most \(limits.units) UTF-16 units")
            }
            if separator > 0 {
                text += "\n\n"
                units += "\n\n".utf16
            }
            let offset = units.count
            text += paragraph
            units += paragraphUnits
            paragraphRanges.append(TextRange(start: offset, length: paragraphUnits.count))
            work.paragraphs += 1
            let cut = next.sentences ?? analyzer.cut(paragraphUnits)
            untagged.append((cut, offset))
            runSentences += cut.count
            // Below `tagFrom` sentences this paragraph can end no attempt:
            // its tagging waits for a paragraph that can, and a run that
            // breaks first is never tagged.
            guard runSentences >= tagFrom else { continue }
            tagUntagged()
            if var longer = complete {
                guard sentences.count <= limits.sentences else { return longer }
                longer.text = text
                longer.paragraphs = paragraphRanges
                longer.sentences = sentences
                longer.words = words
                longer.analyzed = analyzed
                complete = longer
                if paragraphRanges.count - longer.shortest >= extraParagraphs { return longer }
                continue
            }
            guard sentences.count <= limits.sentences else {
                // Too long to read before it gives a puzzle: this run is dropped, the next section tried.
                tooLong = tooLong ?? sentences.count
                paragraphs.abandonRun()
                continue
            }
            guard usable >= Self.blanksPerPuzzle else { continue }
            guard distinct.count >= Self.blanksPerPuzzle, ownDistinct.count >= quota,
                fallbackWords == 0
                    || QuotaMatching.suffice(Self.exactPicks(words), quota: quota, total: Self.blanksPerPuzzle)
            else {
                // An attempt that cannot succeed: its draws are owed.
                owedRedraws = owedRedraws.saturatingAdding(usable).saturatingAdding(usableWords)
                guard owedRedraws <= limits.redrawnWords else {
                    throw PuzzleGenerationError.passageLimit(
                        revid: revision.revid, paragraphs: paragraphRanges.count,
                        limit: "at most \(limits.redrawnWords) words redrawn")
                }
                failedAttempts.append(words.count)
                continue
            }
            var source = revision
            source.content = ""
            let found = PuzzlePassage(
                source: source, level: level, text: text, paragraphs: paragraphRanges,
                sentences: sentences, words: words, analyzed: analyzed,
                failedAttempts: failedAttempts, shortest: paragraphRanges.count)
            guard extraParagraphs > 0 else { return found }
            complete = found
            complete?.isGrown = true
        }
        if let complete { return complete }
        if let tooLong {
            throw PuzzleGenerationError.passageTooLong(
                revid: revision.revid, sentences: tooLong, limit: limits.sentences)
        }
        // The last run's count of distinct answers names what it lacked.
        tagUntagged()
        if distinct.count >= Self.blanksPerPuzzle {
            throw PuzzleGenerationError.ownClassShort(
                revid: revision.revid, level: level.number, ownClass: ownDistinct.count)
        }
        throw PuzzleGenerationError.notEnoughSentences(revid: revision.revid, usable: distinct.count)
    }

    /// The puzzle of `passage` for one seed and variant: the draws only.
    ///
    /// The passage's sentences match ten distinct answers, the level's quota
    /// of them its own (its counters said so), so the exact matching in
    /// `choose` always finds ten. A variant is drawn again, from the same
    /// generator, until it differs enough from the page's earlier draws
    /// (`VariantRule`), which are made again here: a puzzle still depends
    /// only on (seed, revision, level, variant).
    func puzzle(from passage: PuzzlePassage, seed: String, variant: Int, work: inout GenerationWork) throws -> Puzzle {
        let revision = passage.source
        let level = passage.level
        var earlier: [[TextRange]] = []
        for index in 0..<max(0, variant) {
            earlier.append(
                try self.draw(passage, seed: seed, variant: index, differingFrom: earlier, work: &work).picks.map(
                    \.word.range))
        }
        var (picks, shown, rng) = try draw(passage, seed: seed, variant: variant, differingFrom: earlier, work: &work)
        let blanks = picks.map { pick in
            let word = pick.word
            return Puzzle.Blank(
                start: word.range.start, length: word.range.length, answer: word.text,
                pos: word.tag.rawValue, sentence: pick.sentence)
        }
        return Puzzle(
            id: PuzzleKey.puzzleID(
                seed: seed, revid: revision.revid, level: level.number, variant: variant,
                version: version),
            seed: seed, level: level.number,
            generator: .init(name: ToolInfo.name, version: version),
            source: .init(
                site: revision.site, pageid: revision.pageid, revid: revision.revid, title: revision.title,
                timestamp: revision.timestamp, sha1: revision.sha1, url: revision.url,
                license: Licence(revisionTimestamp: revision.timestamp).name),
            text: shown.text, paragraphs: shown.paragraphs, sentences: shown.sentences,
            blanks: blanks, options: rng.shuffled(blanks.map(\.answer)), variant: variant == 0 ? nil : variant)
    }

    /// One draw's picks and the passage it shows: from the shortest passage
    /// first, then, while no set of blanks there has one solution, from the
    /// passage grown by one more of the paragraphs `passage` holds after it.
    /// A grown passage is shown up to the paragraph of its last blank, so
    /// every paragraph shown beyond the shortest holds a blank.
    /// `rng` is the draw's generator after the picks, for the options' order.
    private func draw(
        _ passage: PuzzlePassage, seed: String, variant: Int, differingFrom earlier: [[TextRange]],
        work: inout GenerationWork
    ) throws
        -> (picks: [(sentence: Int, word: BlankCandidates.Word)], shown: PuzzlePassage, rng: SeededGenerator)
    {
        var firstError: PuzzleGenerationError?
        for count in passage.shortest...max(passage.shortest, passage.paragraphs.count) {
            let shown = passage.prefix(paragraphs: count)
            var rng = drawGenerator(shown, seed: seed, variant: variant, work: &work)
            do {
                let picks = try picks(shown, differingFrom: earlier, variant: variant, rng: &rng)
                guard count > passage.shortest, let last = picks.last else { return (picks, shown, rng) }
                let paragraph = shown.paragraphs.lastIndex { $0.start <= last.word.range.start } ?? count - 1
                return (picks, shown.prefix(paragraphs: max(paragraph + 1, passage.shortest)), rng)
            } catch let error as PuzzleGenerationError {
                guard case .noOneSolution = error else { throw error }
                firstError = firstError ?? error
            }
        }
        throw firstError
            ?? PuzzleGenerationError.noOneSolution(revid: passage.source.revid, attempts: Self.oneSolutionAttempts)
    }

    /// The generator of one draw of `passage`, past the draws owed to the
    /// passage's failed attempts.
    private func drawGenerator(
        _ passage: PuzzlePassage, seed: String, variant: Int,
        work: inout GenerationWork
    ) -> SeededGenerator {
        var rng = SeededGenerator(
            seed: PuzzleKey.generatorSeed(
                seed: seed, revid: passage.source.revid,
                level: passage.level.number, variant: variant))
        for count in passage.failedAttempts {
            work.redrawnWords += greedyPicks(passage.words[..<count], level: passage.level, rng: &rng).coveredWords
        }
        return rng
    }

    /// The picks of one draw, each set with one solution (`oneSolutionPicks`):
    /// the first of up to `VariantRule.attempts` (one for a page's first draw)
    /// that differs from each earlier draw. Only a page's first draw takes
    /// the preferred margin: a variant with it would draw the same blanks again.
    private func picks(
        _ passage: PuzzlePassage, differingFrom earlier: [[TextRange]], variant: Int,
        rng: inout SeededGenerator
    ) throws -> [(sentence: Int, word: BlankCandidates.Word)] {
        for _ in 0..<(variant == 0 ? 1 : VariantRule.attempts) {
            let picks = try oneSolutionPicks(passage, rng: &rng, preferring: variant == 0)
            let ranges = picks.map(\.word.range)
            if earlier.allSatisfy({ VariantRule.differs(ranges, from: $0) }) { return picks }
        }
        throw PuzzleGenerationError.variantRepeats(revid: passage.source.revid, variant: variant)
    }

    /// Ten (sentence, word) picks with distinct answers, at most the level's
    /// allowance of them fall-back words (`LevelQuota`), in text
    /// order, or nil when these sentences cannot give ten.
    func choose(
        _ words: [[BlankCandidates.Word]], level: Level,
        rng: inout SeededGenerator
    ) -> [(sentence: Int, word: Int)]? {
        var picks = greedyPicks(words[...], level: level, rng: &rng).picks
        if picks.count < Self.blanksPerPuzzle {
            // The random greedy pass got stuck; the exact matching decides.
            var matched = Self.exactPicks(words)
            rng.shuffle(&matched)
            var fallback = LevelQuota.fallbackAllowed(at: level)
            picks = []
            for pick in matched where picks.count < Self.blanksPerPuzzle {
                if !pick.ownClass {
                    guard fallback > 0 else { continue }
                    fallback -= 1
                }
                picks.append((pick.sentence, pick.word))
            }
            guard picks.count == Self.blanksPerPuzzle else { return nil }
        }
        return picks.sorted { $0.sentence < $1.sentence }
    }

    /// `QuotaMatching`'s picks over the passage's candidates.
    private static func exactPicks(_ words: [[BlankCandidates.Word]]) -> [QuotaMatching.Pick] {
        let split = words.map(QuotaMatching.split)
        return QuotaMatching.picks(own: split.map(\.own), fallback: split.map(\.fallback))
    }

    /// The random greedy pass: sentences in shuffled order, each giving its
    /// first word whose answer is not taken yet — its own-class words in
    /// shuffled order first, then its fall-back words while the level's
    /// allowance lasts — until ten.
    /// `coveredWords` counts the candidate words it shuffled.
    private func greedyPicks(_ words: ArraySlice<[BlankCandidates.Word]>, level: Level, rng: inout SeededGenerator)
        -> (picks: [(sentence: Int, word: Int)], coveredWords: Int)
    {
        var order = words.indices.filter { !words[$0].isEmpty }
        rng.shuffle(&order)
        var used = Set<String>()
        var picks: [(sentence: Int, word: Int)] = []
        var covered = 0
        var fallback = LevelQuota.fallbackAllowed(at: level)
        for sentence in order where picks.count < Self.blanksPerPuzzle {
            let candidates = words[sentence]
            let options =
                rng.shuffled(candidates.indices.filter { candidates[$0].ownClass })
                + (fallback > 0 ? rng.shuffled(candidates.indices.filter { !candidates[$0].ownClass }) : [])
            covered += options.count
            if let index = options.first(where: { !used.contains(candidates[$0].key) }) {
                if !candidates[index].ownClass { fallback -= 1 }
                used.insert(candidates[index].key)
                picks.append((sentence, index))
            }
        }
        return (picks, covered)
    }
}
