import Foundation

/// What one `sync` run asks for and how politely it goes about it.
public struct SyncConfiguration: Sendable {
    /// The wiki's `api.php`.
    public var endpoint: URL
    /// New revisions to store.
    public var count: Int
    /// Requests in flight at once; 1 is what Wikimedia asks of tools.
    public var concurrency: Int
    /// Pages per request (`grnlimit`).
    public var batchSize: Int
    /// Seconds of replication lag at which the server should refuse us.
    public var maxlag: Int
    /// Limit for one HTTP request.
    public var timeout: Duration
    public var retry: RetryPolicy
    /// Responses in a row that bring no new revision before the wiki is
    /// taken as exhausted, even when no random walk has ended.
    public var staleResponseLimit: Int
    /// Malformed responses in a row before giving up.
    public var malformedLimit: Int
    /// Largest response body accepted, before and after decompression.
    public var responseSizeLimit: Int

    /// The default `responseSizeLimit`: 256 MiB, far above the API's own result
    /// cap (8 MiB on Wikimedia), so only a broken or hostile server reaches it.
    public static let defaultResponseSizeLimit = 256 << 20

    public init(endpoint: URL, count: Int, concurrency: Int = 1, batchSize: Int = 50, maxlag: Int = 5,
                timeout: Duration = .seconds(30), retry: RetryPolicy = RetryPolicy(),
                staleResponseLimit: Int = 50, malformedLimit: Int = 10,
                responseSizeLimit: Int = SyncConfiguration.defaultResponseSizeLimit) {
        self.endpoint = endpoint
        self.count = count
        self.concurrency = max(1, concurrency)
        self.batchSize = min(max(1, batchSize), 500)
        self.maxlag = maxlag
        self.timeout = timeout
        self.retry = retry
        self.staleResponseLimit = max(1, staleResponseLimit)
        self.malformedLimit = max(1, malformedLimit)
        self.responseSizeLimit = max(1, responseSizeLimit)
    }

    /// The wiki's name in each stored revision: the endpoint's host, with its port if it has one.
    public var site: String {
        let host = endpoint.host ?? "unknown"
        return endpoint.port.map { "\(host):\($0)" } ?? host
    }
}
