/// How one blank ended: what the player left there and what was removed.
public struct BlankResult: Hashable, Sendable {
    /// The blank's number as the player sees it, from 1.
    public var blank: Int
    public var given: String?
    public var answer: String

    public init(blank: Int, given: String?, answer: String) {
        self.blank = blank
        self.given = given
        self.answer = answer
    }

    /// An empty blank is wrong: it scores nothing.
    public var isRight: Bool { given == answer }
}
