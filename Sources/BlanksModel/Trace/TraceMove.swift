import Foundation

/// One placement the player made: a number put in a box, whether it was
/// right, and the level's score after it. Saved as it happens.
public struct TraceMove: Codable, Hashable, Sendable {
    public var box: String
    public var number: Int
    public var isRight: Bool
    /// The level's score after this move.
    public var scoreAfter: Int

    public init(box: String, number: Int, isRight: Bool, scoreAfter: Int) {
        self.box = box
        self.number = number
        self.isRight = isRight
        self.scoreAfter = scoreAfter
    }

    /// What the move added to the score.
    public var points: Int { isRight ? 1 : -1 }
}
