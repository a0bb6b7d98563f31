/// What a running sync reports as it goes, for the command to print.
package enum SyncEvent: Sendable, Equatable {
    /// After each response has been handled.
    case progress(SyncProgress)
    /// Before waiting to try a failed request again.
    case retrying(RetryNotice)
    /// A response that was skipped because it could not be read.
    case malformedResponse(MalformedResponse)
    /// A page the server returned that is not stored.
    case rejected(PageSelector.Rejected)
}
