import BlanksText

extension PuzzleCheck {
    /// Every passage paragraph passes the passage gate again (`passage-clean`):
    /// the validator re-reads the text itself rather than trusting that the
    /// generator only took usable paragraphs, so a passage edited after
    /// generation to hold a hole, a formula or a pointer to a missing table fails.
    mutating func checkPassageClean(analyzer: PassageAnalyzer) {
        let gate = PassageGate(segmenter: analyzer.segmenter)
        for (index, range) in puzzle.paragraphs.enumerated() {
            guard let text = substring(range) else { continue }
            let defects = gate.defects(in: text)
            if !defects.isEmpty {
                let named = defects.map { "\($0.rawValue) (\($0.summary))" }.joined(separator: ", ")
                fail(.passageClean, "paragraph \(index) is not usable prose: \(named)")
            }
        }
    }

    /// Where `passage` (paragraph texts) starts among the stripped paragraphs
    /// `entries`, as a passage must: the first paragraph starts the article
    /// or a section, every paragraph is usable, and none after the first
    /// follows a removed block within its section. Nil when it is no such run.
    static func runStart(of passage: [String], in entries: [StrippedParagraph]) -> Int? {
        guard let first = passage.first, passage.count <= entries.count else { return nil }
        for start in 0...(entries.count - passage.count)
        where entries[start].startsSection && entries[start].isUsable && entries[start].text == first {
            let run = entries[start..<(start + passage.count)]
            if run.map(\.text) == passage, run.dropFirst().allSatisfy(\.continuesRun) { return start }
        }
        return nil
    }

    /// True when `passage`, whose run starts at paragraph `start` of the
    /// article, opens a section (not the article) by pointing back to the
    /// section before (`PassageOpening`): the generator starts no run there.
    static func pointsBackFromSection(_ passage: [String], start: Int) -> Bool {
        start > 0 && passage.first.map(PassageOpening.pointsBack) == true
    }
}
