import ArgumentParser

/// Every exit status of wikiblanks, in one place; README's "Exit codes" lists the same.
enum ExitStatus: Sendable, Equatable {
    /// The command did all of its job.
    case success
    /// The command could not do all of its job: bad files, failed validation, an error on
    /// the way. Each problem was one `wikiblanks: …` line on standard error.
    case failure
    /// `generate`: the batch was written, with fewer puzzles than asked.
    case partial
    /// `sync`: no usable contact for the User-Agent (required for a Wikimedia site).
    case contactRequired
    /// `sync`: the wiki has no more articles the corpus lacks (what was found is kept).
    case exhausted
    /// Bad command-line usage: an unknown option, a missing or invalid value.
    /// argument-parser gives it for every `ValidationError`.
    case usage
    /// Stopped by a signal (SIGINT 130, SIGTERM 143), after leaving its files valid.
    case interrupted(signal: Int32)

    var code: Int32 {
        switch self {
        case .success: 0
        case .failure: 1
        case .partial: 2
        case .contactRequired: 2
        case .exhausted: 3
        case .usage: 64
        case .interrupted(let signal): 128 + signal
        }
    }
}

extension ExitCode {
    init(_ status: ExitStatus) {
        self.init(status.code)
    }
}
