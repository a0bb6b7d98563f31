extension GameSession {
    /// The other blanks holding blank `number`'s word when the word is now
    /// placed in more blanks than the words offer it (a word given once fits
    /// one blank): a player told where it already is can tell which placement
    /// is wrong. Empty when the word is offered often enough, or the blank is
    /// empty. Blank numbers from 1, in order.
    public func otherBlanks(sharingWordOf number: Int) -> [Int] {
        guard let word = entry(number) else { return [] }
        let holders = entries.indices.filter { entries[$0] == word }
        guard holders.count > options.count(where: { $0 == word }) else { return [] }
        return holders.map { $0 + 1 }.filter { $0 != number }
    }
}
