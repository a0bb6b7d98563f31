/// How a sync ended, and its final counts.
public struct SyncReport: Sendable, Equatable {
    public enum Outcome: Sendable, Equatable {
        /// `count` new revisions were stored.
        case completed
        /// Random pages stopped yielding new revisions before `count`.
        case exhausted
        /// Cancelled (SIGINT/SIGTERM); everything stored so far is complete.
        case interrupted
    }

    public var outcome: Outcome
    public var progress: SyncProgress
}
