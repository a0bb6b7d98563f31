/// One change a player made to a blank: the unit that is saved as it happens,
/// so an interrupted game can be replayed move by move.
public struct Move: Codable, Hashable, Sendable {
    public enum Kind: String, Codable, Hashable, Sendable {
        /// A word placed in an empty blank.
        case fill
        /// A word replaced by another.
        case change
        /// A word removed, leaving the blank empty.
        case clear
    }

    /// The blank's number as the player sees it, from 1.
    public var blank: Int
    /// The word now in the blank; nil after a clear.
    public var word: String?
    /// The word that was there before; nil when the blank was empty.
    public var previous: String?

    public init(blank: Int, word: String?, previous: String?) {
        self.blank = blank
        self.word = word
        self.previous = previous
    }

    public var kind: Kind {
        switch (previous, word) {
        case (nil, _): return .fill
        case (_, nil): return .clear
        default: return .change
        }
    }
}
