/// Trace games and blanks games are numbered apart; history names a trace
/// game "T" and its number ("T3"), a blanks game by its bare number.
package enum TraceGameName {
    package static func name(_ id: Int64) -> String { "T\(id)" }

    /// The trace game number in "T3" or "t3"; nil for anything else.
    package static func id(_ text: String) -> Int64? {
        guard let first = text.first, first == "T" || first == "t", let id = Int64(text.dropFirst()), id > 0 else {
            return nil
        }
        return id
    }
}
