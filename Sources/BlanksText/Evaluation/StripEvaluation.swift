/// Measures the stripper over a set of articles: how many paragraphs it
/// keeps, how many of those still show markup (the target is none), how
/// many the markup guard had to withhold, and how many articles have enough
/// prose for a puzzle passage of ten sentences.
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
    public var withheld = 0
    public var leaks: [Leak] = []
    /// Articles whose paragraphs, from the first, reach `passageSentences` sentences.
    public var articlesReachingPassage = 0
    /// Articles whose lead section alone reaches `passageSentences` sentences.
    public var leadsReachingPassage = 0
    public var articlesWithoutProse = 0
    public let passageSentences: Int

    public init(passageSentences: Int = 10) {
        self.passageSentences = passageSentences
    }

    /// Strips one article and adds it to the counts; `article` names it in leak reports.
    public mutating func add(article: String, wikitext: String, stripper: WikitextStripper = WikitextStripper(),
                             segmenter: SentenceSegmenter = SentenceSegmenter()) {
        let result = stripper.strip(wikitext)
        articles += 1
        paragraphs += result.paragraphs.count
        withheld += result.withheld.count
        if result.paragraphs.isEmpty { articlesWithoutProse += 1 }
        var total = 0
        var lead = 0
        for paragraph in result.paragraphs {
            let count = segmenter.sentences(in: paragraph.text).count
            total += count
            if paragraph.section.isEmpty { lead += count }
            let found = MarkupLeakCheck.leaks(in: paragraph.text)
            if !found.isEmpty { leaks.append(Leak(article: article, patterns: found, text: paragraph.text)) }
        }
        sentences += total
        if total >= passageSentences { articlesReachingPassage += 1 }
        if lead >= passageSentences { leadsReachingPassage += 1 }
    }
}
