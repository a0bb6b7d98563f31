/// What running one example gave: each step's standard output and error (read apart, paths
/// shown as the docs show them) and exit status, and the setup commands that failed.
struct ExampleRun: Sendable {
    struct Step: Sendable {
        let standardOutput: [String]
        let standardError: [String]
        /// The command's exit status; nil when the run ended before the step did.
        let status: Int32?
    }

    let steps: [Step]
    /// Each setup command that failed, with what it printed on standard error.
    let failedSetup: [String]
}
