import BlanksTagger

/// One sentence of words with their gold (or predicted) tags, the unit a
/// treebank is read into and the tagger is trained and scored on.
public struct TaggedSentence: Hashable, Sendable {
    public var words: [String]
    public var tags: [UPOS]

    /// `words` and `tags` must have the same length.
    public init(words: [String], tags: [UPOS]) {
        precondition(words.count == tags.count, "one tag per word")
        self.words = words
        self.tags = tags
    }
}
