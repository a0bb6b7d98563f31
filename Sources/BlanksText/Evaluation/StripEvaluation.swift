/// Measures the stripper over a set of articles: how many paragraphs it
/// keeps, how many of those still show markup (the target is none), how
/// many it withheld and why, and how many articles have enough usable prose
/// for a puzzle passage of ten sentences.
package struct StripEvaluation: Sendable {
    /// A kept paragraph that shows markup.
    package struct Leak: Sendable, Equatable {
        package var article: String
        package var patterns: [String]
        package var text: String
    }

    package var articles = 0
    package var paragraphs = 0
    package var sentences = 0
    /// Paragraphs withheld, by reason.
    package var withheldByReason: [PassageDefect: Int] = [:]
    package var leaks: [Leak] = []
    /// Articles with a passage run (consecutive usable paragraphs from the
    /// start of the article or of a section) reaching `passageSentences` sentences.
    package var articlesReachingPassage = 0
    /// Articles whose lead section alone reaches `passageSentences` sentences.
    package var leadsReachingPassage = 0
    package var articlesWithoutProse = 0
    package let passageSentences: Int

    package init(passageSentences: Int = 10) {
        self.passageSentences = passageSentences
    }

    /// Paragraphs withheld for any reason.
    package var withheld: Int { withheldByReason.values.reduce(0, +) }

    /// Strips one article and adds it to the counts; `article` names it in leak reports.
    package mutating func add(
        article: String, wikitext: String, stripper: WikitextStripper = WikitextStripper(),
        segmenter: SentenceSegmenter = SentenceSegmenter()
    ) {
        let result = stripper.strip(wikitext)
        articles += 1
        for entry in result.withheld {
            if let defect = entry.defect { withheldByReason[defect, default: 0] += 1 }
        }
        var run = 0
        var longestRun = 0
        var lead = 0
        var kept = 0
        var afterRun = false
        for (index, entry) in result.entries.enumerated() {
            let place = PassageRunSequence.place(of: entry, afterRun: afterRun, opensArticle: index == 0)
            afterRun = place != nil
            guard entry.isUsable else { continue }
            let count = segmenter.sentences(in: entry.text).count
            kept += 1
            sentences += count
            if entry.paragraph.section.isEmpty { lead += count }
            switch place {
            case .starts?: run = count
            case .continues?: run += count
            case nil: run = 0
            }
            longestRun = max(longestRun, run)
            let found = MarkupLeakCheck.leaks(in: entry.text)
            if !found.isEmpty { leaks.append(Leak(article: article, patterns: found, text: entry.text)) }
        }
        paragraphs += kept
        if kept == 0 { articlesWithoutProse += 1 }
        if longestRun >= passageSentences { articlesReachingPassage += 1 }
        if lead >= passageSentences { leadsReachingPassage += 1 }
    }
}
