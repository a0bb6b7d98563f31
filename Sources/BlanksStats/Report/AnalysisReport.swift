/// One analysis's result or error, delivered the moment it completes.
public struct AnalysisReport: Sendable {
    /// The analysis's `name`.
    public var analysis: String
    /// 1 for the first analysis to complete, 2 for the next, …
    public var completionRank: Int
    public var outcome: Result<AnalysisOutcome, any Error>

    public init(analysis: String, completionRank: Int, outcome: Result<AnalysisOutcome, any Error>) {
        self.analysis = analysis
        self.completionRank = completionRank
        self.outcome = outcome
    }

    public var failure: (any Error)? {
        if case .failure(let error) = outcome { return error }
        return nil
    }
}
