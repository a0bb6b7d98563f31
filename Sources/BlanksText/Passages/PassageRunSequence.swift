/// The paragraphs a puzzle passage may be made of, in article order, lazily:
/// a passage is a run of consecutive usable paragraphs from the start of the
/// article or of a section, and never runs across a withheld paragraph or a
/// removed block. Paragraphs that cannot belong to any run (after a break,
/// before the next section) are skipped; each paragraph given says whether
/// it starts a new run, so a passage built so far is dropped there.
package struct PassageRunSequence: Sequence, IteratorProtocol, Sendable {
    package struct Paragraph: Sendable, Equatable {
        package var text: String
        /// True when a run starts here; the paragraphs given before belong to a broken run.
        package var startsRun: Bool
        /// The gate's cut of `text` (`StrippedParagraph.sentences`).
        package var sentences: [SegmentedSentence]?
        /// `Array(text.utf16)` when the gate decoded it (`StrippedParagraph.units`).
        package var units: [UInt16]?
    }

    private var paragraphs: StrippedParagraphSequence
    /// True while the paragraphs given so far form an unbroken run.
    private var inRun = false
    /// True until the article's first paragraph is read.
    private var atArticleStart = true

    package init(_ paragraphs: StrippedParagraphSequence) {
        self.paragraphs = paragraphs
    }

    /// Wikitext bytes expanded so far (`StrippedParagraphSequence.wikitextBytesRead`).
    package var wikitextBytesRead: Int { paragraphs.wikitextBytesRead }

    package mutating func next() -> Paragraph? {
        while let unjudged = paragraphs.nextUnjudged() {
            let opensArticle = atArticleStart
            atArticleStart = false
            // Out of a run, a paragraph that starts no section is in no
            // passage whatever the gate says: it is not judged.
            guard inRun || unjudged.entry.startsSection else { continue }
            let entry = paragraphs.judged(unjudged)
            let place = Self.place(of: entry, afterRun: inRun, opensArticle: opensArticle)
            inRun = place != nil
            if let place {
                return Paragraph(
                    text: entry.text, startsRun: place == .starts, sentences: entry.sentences, units: entry.units)
            }
        }
        return nil
    }

    /// Ends the current run: the next paragraph given starts a run (a passage
    /// that grew too long without completing is dropped, and the next section
    /// tried).
    package mutating func abandonRun() {
        inRun = false
    }

    /// Where a paragraph stands in the runs.
    package enum Place: Sendable, Equatable {
        /// A run starts with it: it is usable and starts the article, or starts a
        /// section without pointing back to the one before (`PassageOpening`).
        case starts
        /// It continues the run of the paragraph before.
        case continues
    }

    /// The place of `entry` when the paragraph before it was in a run
    /// (`afterRun`) or not, and it is the article's first paragraph
    /// (`opensArticle`) or not; nil when it can be in no passage.
    package static func place(of entry: StrippedParagraph, afterRun: Bool, opensArticle: Bool) -> Place? {
        if afterRun, entry.continuesRun { return .continues }
        guard entry.isUsable, entry.startsSection else { return nil }
        return opensArticle || !PassageOpening.pointsBack(entry.text) ? .starts : nil
    }

    /// For each of an article's paragraphs, whether some passage may hold it.
    package static func inRuns(_ entries: [StrippedParagraph]) -> [Bool] {
        var inRun = false
        return entries.enumerated().map { index, entry in
            inRun = place(of: entry, afterRun: inRun, opensArticle: index == 0) != nil
            return inRun
        }
    }
}
