import BlanksCorpus
import BlanksText
import Foundation

/// The wikitext of every latest article revision in `Corpus/` (run from the repository root).
private func corpusWikitexts() throws -> [String] {
    let store = RevisionStore(directory: URL(fileURLWithPath: "Corpus", isDirectory: true))
    return try store.loadManifest().latestEntries.filter { $0.ns == 0 }.map {
        try store.readRevision(revid: $0.revid).content
    }
}

/// The stripped prose paragraphs of the corpus, the segmenter's real input.
private func corpusParagraphs() throws -> [String] {
    let stripper = WikitextStripper()
    return try corpusWikitexts().flatMap { stripper.paragraphs(from: $0).map(\.text) }
}

/// A run that segments every paragraph ten times and returns the characters read.
private func segmentTenTimes(_ paragraphs: [String], _ segmenter: SentenceSegmenter) -> @Sendable () throws -> Int {
    let characters = paragraphs.reduce(0) { $0 + $1.utf16.count }
    return {
        var sentences = 0
        for _ in 0..<10 {
            for paragraph in paragraphs { sentences += segmenter.sentences(in: paragraph).count }
        }
        precondition(sentences > 0)
        return 10 * characters
    }
}

let textBenchmarks: [Benchmark] = [
    Benchmark(name: "text.strip corpus", unit: "MB", scale: 1_000_000) {
        let articles = try corpusWikitexts()
        let bytes = articles.reduce(0) { $0 + $1.utf8.count }
        return {
            let stripper = WikitextStripper()
            var paragraphs = 0
            for _ in 0..<5 {
                for article in articles { paragraphs += stripper.paragraphs(from: article).count }
            }
            precondition(paragraphs > 0)
            return 5 * bytes
        }
    },
    Benchmark(name: "text.strip 50 MB line", unit: "MB", scale: 1_000_000) {
        let sentence =
            "The '''quick''' [[fox|brown fox]], e.g. Dr. Fox,{{citation needed}} jumps over the dog.<ref>x</ref> "
        let line = String(repeating: sentence, count: 50_000_000 / sentence.utf8.count)
        return {
            let paragraphs = WikitextStripper().paragraphs(from: line)
            precondition(paragraphs.count == 1)
            return line.utf8.count
        }
    },
    // Characters are UTF-16 code units, the unit the segmenter reads.
    Benchmark(name: "text.segment corpus", unit: "M chars", scale: 1_000_000) {
        let paragraphs = try corpusParagraphs()
        let segmenter = SentenceSegmenter(model: try SegmenterModel.shipped.get())
        return segmentTenTimes(paragraphs, segmenter)
    },
    Benchmark(name: "text.segment corpus, rules only", unit: "M chars", scale: 1_000_000) {
        let paragraphs = try corpusParagraphs()
        return segmentTenTimes(paragraphs, SentenceSegmenter(model: nil))
    },
    Benchmark(name: "text.tokenize corpus", unit: "tokens") {
        let paragraphs = try corpusParagraphs()
        return {
            let tokenizer = Tokenizer()
            var tokens = 0
            for paragraph in paragraphs { tokens += tokenizer.tokens(in: paragraph).count }
            return tokens
        }
    }
]
