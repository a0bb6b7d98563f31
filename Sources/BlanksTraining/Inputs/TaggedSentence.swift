import BlanksTagger

/// One sentence of words with their gold (or predicted) tags, the unit a
/// treebank is read into and the tagger is trained and scored on.
package struct TaggedSentence: Hashable, Sendable {
    package var words: [String]
    package var tags: [UPOS]

    /// `words` and `tags` must have the same length.
    package init(words: [String], tags: [UPOS]) {
        precondition(words.count == tags.count, "one tag per word")
        self.words = words
        self.tags = tags
    }
}
