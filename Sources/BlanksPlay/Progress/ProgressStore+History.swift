extension ProgressStore {
    /// How many moves each of the profile's blanks games has, by game id.
    func moveCounts(profile: Int64) throws(ProgressStoreError) -> [Int64: Int] {
        try moveCounts(GameRecord.self, profile: profile)
    }

    /// How many moves each of the profile's trace games has, by game id.
    func traceMoveCounts(profile: Int64) throws(ProgressStoreError) -> [Int64: Int] {
        try moveCounts(TraceGameRecord.self, profile: profile)
    }
}
