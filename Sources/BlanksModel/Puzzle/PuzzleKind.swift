/// Which game a puzzle line is for. A line without a `kind` field is a
/// blanks puzzle: blanks lines predate kinds and stay byte-identical.
public enum PuzzleKind: String, Codable, CaseIterable, Sendable {
    case blanks
    case trace

    /// Reads only the `kind` field of a puzzle line, so a reader can choose
    /// the type to decode the whole line as.
    public struct Probe: Decodable, Sendable {
        /// The raw field: nil when absent (blanks), any text otherwise.
        public var kind: String?

        /// The kind named, nil for a name that is not a kind.
        public var puzzleKind: PuzzleKind? {
            guard let kind else { return .blanks }
            return PuzzleKind(rawValue: kind)
        }
    }
}
