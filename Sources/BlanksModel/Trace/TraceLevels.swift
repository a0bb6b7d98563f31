/// The ladder of the trace game: level L has L + 2 boxes, from 1 to 10.
/// Finishing a level opens the next; after the last, the last is played again.
public enum TraceLevels {
    public static let range = 1...10
    /// How long the numbers show, in seconds, that a puzzle may ask for.
    public static let revealRange = 1...10

    /// How many boxes a puzzle of `level` has (level checked by the caller).
    public static func boxCount(level: Int) -> Int { level + 2 }

    /// The level to play after finishing `level`.
    public static func next(after level: Int) -> Int {
        min(max(level + 1, range.lowerBound), range.upperBound)
    }

    /// The rules as the start screen and `rules` print them.
    public static let summary = [
        "Boxes are people, lines between them contacts; the number on a box is its place in the tracing order.",
        "The numbers show for a few seconds, then vanish: put each back in its box from memory.",
        "Type a box and a number, e.g. B 3: +1 when right (the number stays), -1 when wrong (it does not).",
        "A level is done when every box holds its number; the next level has one box more (levels 1 to 10).",
        "reset restarts the level, numbers hidden; quitting mid-level restarts it next time. Only completed levels score."
    ]
}
