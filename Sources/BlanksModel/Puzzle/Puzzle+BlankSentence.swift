extension Puzzle {
    /// The part of `text` to show a player choosing a word for blank
    /// `number` (from 1): its sentence, so a player on a small screen reads
    /// the words around the blank without the whole passage. The sentence
    /// ranges come from a file and no play rule depends on them, so one that
    /// is out of the text, does not hold the blank or cuts another blank in
    /// two (which would show part of its answer) is not trusted: then the
    /// blank's paragraph, else the whole text. Nil when there is no such blank.
    public func sentenceRange(ofBlank number: Int) -> TextRange? {
        guard (1...blanks.count).contains(number) else { return nil }
        let blank = blanks[number - 1].range
        let length = text.utf16.count
        func fits(_ range: TextRange) -> Bool {
            range.start >= 0 && range.length > 0 && range.end <= length && range.contains(blank)
                && blanks.allSatisfy {
                    range.contains($0.range) || $0.range.end <= range.start || $0.start >= range.end
                }
        }
        let sentence = blanks[number - 1].sentence
        if sentences.indices.contains(sentence), fits(sentences[sentence]) { return sentences[sentence] }
        if let paragraph = paragraphs.first(where: fits) { return paragraph }
        return TextRange(start: 0, length: length)
    }
}
