/// Measures the stripper over a set of articles: how many paragraphs it
/// keeps, how many of those still show markup (the target is none), how
/// many it withheld and why, and how many articles have enough usable prose
/// for a puzzle passage of ten sentences.
public struct StripEvaluation: Sendable {
    /// A kept paragraph that shows markup.
    public struct Leak: Sendable, Equatable {
        public var article: String
        public var patterns: [String]
        public var text: String
    }

    public var articles = 0
    public var paragraphs = 0
    public var sentences = 0
    /// Paragraphs withheld, by reason.
    public var withheldByReason: [PassageDefect: Int] = [:]
    public var leaks: [Leak] = []
    /// Articles with a passage run (consecutive usable paragraphs from the
    /// start of the article or of a section) reaching `passageSentences` sentences.
    public var articlesReachingPassage = 0
    /// Articles whose lead section alone reaches `passageSentences` sentences.
    public var leadsReachingPassage = 0
    public var articlesWithoutProse = 0
    public let passageSentences: Int

    public init(passageSentences: Int = 10) {
        self.passageSentences = passageSentences
    }

    /// Paragraphs withheld for any reason.
    public var withheld: Int { withheldByReason.values.reduce(0, +) }

    /// Strips one article and adds it to the counts; `article` names it in leak reports.
    public mutating func add(
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
        for entry in result.entries {
            let place = PassageRunSequence.place(of: entry, afterRun: afterRun)
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
