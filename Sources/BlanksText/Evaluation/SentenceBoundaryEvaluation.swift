/// Scores a sentence segmenter against gold sentence boundaries from a
/// CoNLL-U treebank (e.g. UD English EWT).
///
/// A paragraph starts at each `# newdoc` or `# newpar` comment; its text is
/// its sentences' `# text` joined by one space. A boundary is the offset of
/// a sentence start counted in non-whitespace characters (so spacing does
/// not matter). Paragraph starts are given, not predicted, so they are not
/// counted: only boundaries inside paragraphs are scored.
package struct SentenceBoundaryEvaluation: Sendable {
    /// One gold paragraph: its text and the UTF-16 start of each sentence.
    package struct Paragraph: Sendable, Equatable {
        package var text: String
        package var sentenceStarts: [Int]

        package init(text: String, sentenceStarts: [Int]) {
            self.text = text
            self.sentenceStarts = sentenceStarts
        }

        /// `sentences` joined by one space.
        package init(sentences: [String]) {
            var text = ""
            var starts: [Int] = []
            for sentence in sentences {
                if !text.isEmpty { text += " " }
                starts.append(text.utf16.count)
                text += sentence
            }
            self.init(text: text, sentenceStarts: starts)
        }
    }

    /// A boundary the segmenter got wrong, with the text around it.
    package struct Miss: Sendable, Equatable {
        package enum Kind: Sendable { case falsePositive, falseNegative }
        package var kind: Kind
        package var context: String
    }

    package struct Score: Sendable, Equatable {
        package var truePositives = 0
        package var falsePositives = 0
        package var falseNegatives = 0
        package var paragraphs = 0
        package var sentences = 0

        package var precision: Double { ratio(truePositives, truePositives + falsePositives) }
        package var recall: Double { ratio(truePositives, truePositives + falseNegatives) }
        package var f1: Double {
            precision + recall == 0 ? 0 : 2 * precision * recall / (precision + recall)
        }

        private func ratio(_ a: Int, _ b: Int) -> Double { b == 0 ? 1 : Double(a) / Double(b) }
    }

    package var score = Score()
    package var misses: [Miss] = []

    package init() {}

    /// The gold paragraphs of a CoNLL-U document.
    package static func paragraphs(conllu: String) -> [Paragraph] {
        var result: [Paragraph] = []
        var current: [String] = []
        func flush() {
            guard !current.isEmpty else { return }
            result.append(Paragraph(sentences: current))
            current = []
        }
        for line in conllu.split(separator: "\n", omittingEmptySubsequences: true) {
            guard line.hasPrefix("#") else { continue }
            if line.hasPrefix("# newdoc") || line.hasPrefix("# newpar") {
                flush()
            } else if line.hasPrefix("# text = ") {
                current.append(String(line.dropFirst("# text = ".count)))
            } else if line.hasPrefix("# text =") {
                current.append(String(line.dropFirst("# text =".count)))
            }
        }
        flush()
        return result
    }

    /// Segments `paragraph` and adds its boundaries to the score.
    package mutating func add(_ paragraph: Paragraph, segmenter: SentenceSegmenter) {
        let units = Array(paragraph.text.utf16)
        // Non-whitespace characters before each UTF-16 offset.
        var visibleBefore = [Int](repeating: 0, count: units.count + 1)
        for (k, c) in units.enumerated() {
            visibleBefore[k + 1] = visibleBefore[k] + (CharacterClass.isSpace(c) ? 0 : 1)
        }
        let gold = Set(paragraph.sentenceStarts.dropFirst().map { visibleBefore[$0] })
        let predictedRanges = segmenter.sentences(in: paragraph.text)
        let predicted = Set(predictedRanges.dropFirst().map { visibleBefore[$0.start] })
        score.paragraphs += 1
        score.sentences += paragraph.sentenceStarts.count
        score.truePositives += gold.intersection(predicted).count
        for offset in predicted.subtracting(gold).sorted() {
            score.falsePositives += 1
            misses.append(Miss(kind: .falsePositive, context: context(units, visibleBefore, offset)))
        }
        for offset in gold.subtracting(predicted).sorted() {
            score.falseNegatives += 1
            misses.append(Miss(kind: .falseNegative, context: context(units, visibleBefore, offset)))
        }
    }

    /// Up to 40 characters either side of a boundary, marked with `|`.
    private func context(_ units: [UInt16], _ visibleBefore: [Int], _ offset: Int) -> String {
        let at = min(visibleBefore.lastIndex(of: offset) ?? 0, units.count)
        let lo = max(0, at - 40)
        let hi = min(units.count, at + 40)
        let before = String(decoding: units[lo..<at], as: UTF16.self)
        let after = String(decoding: units[at..<hi], as: UTF16.self)
        return before + "|" + after
    }
}
