/// How a sync ended, and its final counts.
package struct SyncReport: Sendable, Equatable {
    package enum Outcome: Sendable, Equatable {
        /// `count` new revisions were stored.
        case completed
        /// Random pages stopped yielding new revisions before `count`.
        case exhausted
        /// Cancelled (SIGINT/SIGTERM); everything stored so far is complete.
        case interrupted
    }

    package var outcome: Outcome
    package var progress: SyncProgress
}
