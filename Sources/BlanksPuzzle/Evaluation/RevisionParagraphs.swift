import BlanksCorpus
import BlanksText
import Foundation

/// The usable paragraphs of the revisions labelled blanks come from, read
/// from a corpus and stripped as the generator strips them, so a labelled
/// blank is judged with the sentences a player read around it. Each
/// revision is read and stripped once.
package struct RevisionParagraphs {
    private let store: RevisionStore
    private let stripper: WikitextStripper
    /// Usable paragraphs by revision id; empty for a revision the corpus cannot give.
    private var cache: [Int: [String]] = [:]

    package init(corpus: URL, analyzer: PassageAnalyzer) {
        store = RevisionStore(directory: corpus)
        stripper = WikitextStripper(gate: analyzer.gate)
    }

    /// The usable paragraph of revision `revid` that holds `sentence`, or nil
    /// when the corpus has no such revision or no paragraph of it holds the sentence.
    package mutating func paragraph(revid: Int, holding sentence: String) -> String? {
        paragraphIndex(revid: revid, holding: sentence).map { paragraphs(revid: revid)[$0] }
    }

    /// Where in `paragraphs(revid:)` the paragraph holding `sentence` stands, or nil.
    package mutating func paragraphIndex(revid: Int, holding sentence: String) -> Int? {
        paragraphs(revid: revid).firstIndex { $0.contains(sentence) }
    }

    /// The usable paragraphs of revision `revid` in order, stripped once;
    /// empty when the corpus cannot give the revision.
    package mutating func paragraphs(revid: Int) -> [String] {
        if let known = cache[revid] { return known }
        var paragraphs: [String] = []
        if let revision = try? store.readRevision(revid: revid) {
            paragraphs = stripper.strip(revision.content, contentModel: revision.contentmodel).entries
                .filter(\.isUsable).map(\.text)
        }
        cache[revid] = paragraphs
        return paragraphs
    }
}
