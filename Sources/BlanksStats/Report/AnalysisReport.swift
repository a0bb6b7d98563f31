/// One analysis's result or error, delivered the moment it completes.
package struct AnalysisReport: Sendable {
    /// The analysis's `name`.
    package var analysis: String
    /// 1 for the first analysis to complete, 2 for the next, …
    package var completionRank: Int
    package var outcome: Result<AnalysisOutcome, any Error>

    package init(analysis: String, completionRank: Int, outcome: Result<AnalysisOutcome, any Error>) {
        self.analysis = analysis
        self.completionRank = completionRank
        self.outcome = outcome
    }

    package var failure: (any Error)? {
        if case .failure(let error) = outcome { return error }
        return nil
    }
}
