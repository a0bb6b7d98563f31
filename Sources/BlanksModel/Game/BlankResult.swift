/// How one blank ended: what the player left there and what was removed.
public struct BlankResult: Hashable, Sendable {
    /// The blank's number as the player sees it, from 1.
    public var blank: Int
    public var given: String?
    public var answer: String
    /// The furthest hint step the player saw for this blank; nil without a hint.
    /// Hints never change `isRight`: they are recorded, not charged.
    public var hint: BlankHint.Step?

    public init(blank: Int, given: String?, answer: String, hint: BlankHint.Step? = nil) {
        self.blank = blank
        self.given = given
        self.answer = answer
        self.hint = hint
    }

    /// An empty blank is wrong: it scores nothing.
    public var isRight: Bool { given == answer }
}
