import Foundation
import Testing

@testable import BlanksCorpus
@testable import BlanksModel
@testable import BlanksPuzzle
@testable import BlanksText

@Suite struct PuzzleGeneratorTests {
    let generator = PuzzleTestSupport.generator

    @Test func aPuzzleFollowsTheRulesOfTheGame() throws {
        let revision = try PuzzleTestSupport.revision()
        let puzzle = try generator.puzzle(from: revision, seed: "rules", level: Level.all[0])
        let units = Array(puzzle.text.utf16)
        #expect(puzzle.blanks.count == 10)
        #expect(puzzle.blanks.map(\.start) == puzzle.blanks.map(\.start).sorted())
        #expect(Set(puzzle.blanks.map(\.sentence)).count == 10)
        #expect(Set(puzzle.blanks.map { $0.answer.lowercased() }).count == 10)
        #expect(puzzle.options.sorted() == puzzle.blanks.map(\.answer).sorted())
        for blank in puzzle.blanks {
            #expect(String(decoding: units[blank.start..<blank.start + blank.length], as: UTF16.self) == blank.answer)
            #expect(["DET", "ADJ", "NOUN", "ADP", "VERB"].contains(blank.pos))
            #expect(puzzle.sentences[blank.sentence].contains(blank.range))
            #expect(!["anarchism"].contains(blank.answer.lowercased()))
        }
        #expect(puzzle.source.revid == revision.revid && puzzle.source.sha1 == revision.sha1)
        #expect(puzzle.source.url == "https://en.wikipedia.org/w/index.php?oldid=716551092")
        #expect(!puzzle.text.contains("[[") && !puzzle.text.contains("{{"))
    }

    @Test func thePassageIsTheFewestParagraphsOfARun() throws {
        let revision = try PuzzleTestSupport.revision()
        let puzzle = try generator.puzzle(from: revision, seed: "minimal", level: Level.all[0])
        let entries = WikitextStripper().strip(revision.content).entries
        let passage = puzzle.paragraphs.map {
            String(decoding: Array(puzzle.text.utf16)[$0.start..<$0.end], as: UTF16.self)
        }
        let start = try #require(PuzzleCheck.runStart(of: passage, in: entries))
        // The validator's own count over one paragraph fewer stays below ten.
        let shorter = entries[start..<(start + passage.count - 1)].map(\.text)
        #expect(
            PuzzleCheck.usableSentences(
                paragraphs: shorter, title: revision.title, level: Level.all[0],
                analyzer: PuzzleTestSupport.analyzer
            ).all < 10)
    }

    /// Twelve sentences of one paragraph, each its own frame, that give a puzzle at level 0.
    static let townSentences = [
        "The river lay near an old road.", "The bridge stood over a deep valley.", "A castle watched the quiet market.",
        "The forest grew beside the harbour.", "An old tower rose above the village.",
        "The garden opened onto a meadow.",
        "Boats left the island before dawn.", "Farmers sold grain in the square.",
        "The miller ground wheat at the mill.",
        "Children played along the shore.", "The baker sold bread to the fishermen.",
        "Wind turned the sails of the mill."
    ]

    /// A passage never jumps over a withheld paragraph: the run that meets
    /// one is dropped, and the passage starts again at the next section.
    @Test func aRunBrokenByAWithheldParagraphStartsAgainAtTheNextSection() throws {
        let sentences = Self.townSentences
        let lead =
            sentences.prefix(4).joined(separator: " ") + "\n\nThe town is described in the table below. "
            + "It has two sentences.\n\n" + sentences.dropFirst(4).prefix(4).joined(separator: " ")
        let history = sentences.joined(separator: " ")
        let content = lead + "\n\n== History ==\n" + history
        let revision = Revision(
            site: "en.wikipedia.org", pageid: 3, ns: 0, title: "Old town", revid: 33, parentid: 0,
            timestamp: "2016-01-01T00:00:00Z", sha1: ContentHash.sha1Hex(of: content),
            contentmodel: "wikitext", content: content)
        let puzzle = try generator.puzzle(from: revision, seed: "runs", level: Level.all[0])
        #expect(puzzle.text == history)
        #expect(!puzzle.text.contains("table"))
    }

    /// A run that breaks before it holds ten sentences can end no attempt:
    /// it is never tagged, and the puzzle is the one the article would give
    /// without it.
    @Test func aRunTooShortToGiveAPuzzleIsNeverTagged() throws {
        let history = Self.townSentences.joined(separator: " ")
        func revision(_ content: String) -> Revision {
            Revision(
                site: "en.wikipedia.org", pageid: 3, ns: 0, title: "Old town", revid: 34, parentid: 0,
                timestamp: "2016-01-01T00:00:00Z", sha1: ContentHash.sha1Hex(of: content),
                contentmodel: "wikitext", content: content)
        }
        let lead =
            "The lead is short. It holds three sentences. Each one is plain.\n\n"
            + "The town is described in the table below. It has two sentences."
        var work = PuzzleGenerator.GenerationWork()
        let puzzle = try generator.puzzle(
            from: revision(lead + "\n\n== History ==\n" + history), seed: "short",
            level: Level.all[0], variant: 0, work: &work)
        #expect(work.paragraphs == 2)
        #expect(work.sentences == 12, "the lead's three sentences are not tagged")
        let alone = try generator.puzzle(
            from: revision("== History ==\n" + history), seed: "short", level: Level.all[0])
        #expect(
            puzzle.text == alone.text && puzzle.sentences == alone.sentences && puzzle.blanks == alone.blanks
                && puzzle.options == alone.options)
    }

    @Test func theSameInputsGiveTheSameBytesAndOtherSeedsDiffer() throws {
        let revision = try PuzzleTestSupport.revision()
        let a = try PuzzleTestSupport.encode(generator.puzzle(from: revision, seed: "same", level: Level.all[0]))
        let b = try PuzzleTestSupport.encode(generator.puzzle(from: revision, seed: "same", level: Level.all[0]))
        let c = try PuzzleTestSupport.encode(generator.puzzle(from: revision, seed: "other", level: Level.all[0]))
        #expect(a == b)
        #expect(a != c)
    }

    @Test(arguments: 1...6)
    func eachLevelBlanksItsCategoriesOrEasierOnes(level: Int) throws {
        let level = try #require(Level(level))
        // The first page of the corpus that gives a puzzle at this level, under the first seed
        // that gives one: the conjunction level fills few puzzles from the embedded corpus.
        let entries = try PuzzleTestSupport.corpus.loadManifest().latestEntries
        let puzzle = try #require(
            ["levels", "levels-2", "levels-3", "levels-4"].lazy.flatMap { seed in
                entries.lazy.compactMap { entry in
                    try? self.generator.puzzle(from: PuzzleTestSupport.revision(entry.revid), seed: seed, level: level)
                }
            }.first)
        #expect(puzzle.blanks.allSatisfy { level.allowedCategories.contains($0.pos) })
        // Easier categories fill at most the fall-back's share.
        let fallBack = puzzle.blanks.filter { !level.categories.contains($0.pos) }
        #expect(fallBack.count <= LevelQuota.fallbackAllowed(at: level), "\(fallBack.map(\.answer))")
    }

    @Test func aRevisionWithoutEnoughProseIsRefusedWithItsId() throws {
        let short = Revision(
            site: "en.wikipedia.org", pageid: 1, ns: 0, title: "Stub", revid: 99, parentid: 0,
            timestamp: "2016-01-01T00:00:00Z", sha1: ContentHash.sha1Hex(of: "A '''stub''' is short."),
            contentmodel: "wikitext", content: "A '''stub''' is short.")
        #expect(throws: PuzzleGenerationError.notEnoughSentences(revid: 99, usable: 1)) {
            try generator.puzzle(from: short, seed: "s", level: Level.all[0])
        }
    }

    @Test func titleWordsAndNamesAreNeverBlanked() throws {
        // Each sentence its own frame, so the puzzle has one solution; the title and the names recur.
        let content = """
            The river Aa flows past the old mill. Bob repaired the mill wheel in spring. Children swim in the Aa every summer. \
            Farmers brought grain to the mill by cart. The miller Bob sold flour at the market. \
            Floods damaged the old wooden bridge twice. Tourists photograph the mill from the road. \
            A small museum opened inside the granary. Ducks nest among the reeds along the Aa. \
            Bob's daughter painted the mill red. Visitors can buy bread baked on site. \
            The village council restored the roof recently.
            """
        let revision = Revision(
            site: "en.wikipedia.org", pageid: 1, ns: 0, title: "Old mill", revid: 5, parentid: 0,
            timestamp: "2016-01-01T00:00:00Z", sha1: ContentHash.sha1Hex(of: content),
            contentmodel: "wikitext", content: content)
        for seed in ["a", "b", "c"] {
            let puzzle = try generator.puzzle(from: revision, seed: seed, level: Level.all[0])
            let answers = Set(puzzle.blanks.map { $0.answer.lowercased() })
            #expect(answers.isDisjoint(with: ["old", "mill", "aa", "bob"]))
        }
    }

    /// A title word in another inflection is the title's word: "wolves" in
    /// "Grey wolf" is never a candidate, though no sentence shows "wolf" to
    /// give it away, while the sentence's other nouns are.
    @Test func aTitleWordInAnotherInflectionIsNeverACandidate() throws {
        let content = """
            The river flows past the old mill. Farmers grew barley in the valley. \
            Hunters feared the wolves and deer of the northern forest. The miller sold flour at the market. \
            Floods damaged the wooden bridge twice. Tourists photograph the hills from the road. \
            A small museum opened inside the granary. Ducks nest among the reeds every spring. \
            Children painted the fence red. Visitors can buy bread baked on site. \
            The village council restored the roof recently.
            """
        let revision = Revision(
            site: "en.wikipedia.org", pageid: 1, ns: 0, title: "Grey wolf", revid: 6, parentid: 0,
            timestamp: "2016-01-01T00:00:00Z", sha1: ContentHash.sha1Hex(of: content),
            contentmodel: "wikitext", content: content)
        var work = PuzzleGenerator.GenerationWork()
        let passage = try generator.passage(from: revision, level: try #require(Level(4)), work: &work)
        let keys = Set(passage.words.flatMap { $0 }.map(\.key))
        #expect(!keys.contains("wolves"))
        #expect(keys.contains("deer"), "the sentence's other nouns stay candidates")
    }

    @Test func distinctAnswersAreFoundWhenTheGreedyDrawWouldRepeat() {
        // Ten sentences whose only words are "a" or "b" except one each: a
        // matching exists, and it must be found.
        var candidates = (0..<10).map { ["w\($0)"] }
        candidates[0] = ["w1", "w0"]
        let matching = AnswerMatching.maximumMatching(candidates)
        #expect(matching.compactMap { $0 }.count == 10)
        #expect(AnswerMatching.maximumMatching([["x"], ["x"], ["x"]]).compactMap { $0 }.count == 1)
    }
}

/// A puzzle from a page not yet used strips the article only as far as its
/// passage goes: work counted, not timed.
@Suite struct PassageStripWorkTests {
    static let nouns = [
        "river", "valley", "bridge", "castle", "forest", "harbour", "market", "tower", "garden",
        "village", "meadow", "island"
    ]

    static func article(bodyParagraphs: Int) -> Revision {
        let lead = nouns.map { "{{Infobox|x=1}}The \($0) lay [[near]] an old road." }.joined(separator: "\n\n")
        let body = (0..<bodyParagraphs).map { "Body {{lang|fr|mot}} [[link|\($0)]] of the page.<ref>note</ref>" }
        let content = lead + "\n\n" + body.joined(separator: "\n\n")
        return Revision(
            site: "en.wikipedia.org", pageid: 7, ns: 0, title: "Long page", revid: 7007, parentid: 0,
            timestamp: "2016-01-01T00:00:00Z", sha1: ContentHash.sha1Hex(of: content),
            contentmodel: "wikitext", content: content)
    }

    @Test func thePassageOfALongArticleReadsOnlyItsStart() throws {
        let revision = Self.article(bodyParagraphs: 5_000)
        var work = PuzzleGenerator.GenerationWork()
        let puzzle = try PuzzleTestSupport.generator.puzzle(
            from: revision, seed: "s", level: Level.all[0], variant: 0,
            work: &work)
        #expect(puzzle.blanks.count == 10)
        #expect(!puzzle.text.contains("Body"))
        #expect(work.wikitextBytesRead > 0)
        #expect(work.wikitextBytesRead < 1_000, "of \(revision.content.utf8.count) bytes")
        let shorter = try PuzzleTestSupport.generator.puzzle(
            from: Self.article(bodyParagraphs: 1), seed: "s",
            level: Level.all[0])
        #expect(
            puzzle.text == shorter.text && puzzle.blanks == shorter.blanks && puzzle.options == shorter.options,
            "the tail changes nothing")
    }

    @Test func anArticleThatGivesNoPuzzleIsReadToItsEnd() {
        // Fifteen sentences: within the readable length, so only the prose runs out.
        let revision = HostileArticleTests.storm(15)
        let (error, work) = HostileArticleTests.failure(PuzzleTestSupport.generator, revision)
        guard case .notEnoughSentences(revid: 1001, usable: _)? = error else {
            Issue.record("expected too few sentences, got \(String(describing: error))")
            return
        }
        #expect(work.wikitextBytesRead == revision.content.utf8.count)
    }
}
