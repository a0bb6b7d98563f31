import Foundation

/// What one `sync` run asks for and how politely it goes about it.
package struct SyncConfiguration: Sendable {
    /// The wiki's `api.php`.
    package var endpoint: URL
    /// New revisions to store.
    package var count: Int
    /// Requests in flight at once; 1 is what Wikimedia asks of tools.
    package var concurrency: Int
    /// Pages per request (`grnlimit`).
    package var batchSize: Int
    /// Seconds of replication lag at which the server should refuse us.
    package var maxlag: Int
    /// Limit for one HTTP request.
    package var timeout: Duration
    package var retry: RetryPolicy
    /// Responses in a row that bring no new revision before the wiki is
    /// taken as exhausted, even when no random walk has ended.
    package var staleResponseLimit: Int
    /// Malformed responses in a row before giving up.
    package var malformedLimit: Int
    /// Largest response body accepted, before and after decompression.
    package var responseSizeLimit: Int

    /// The default `responseSizeLimit`: 256 MiB, far above the API's own result
    /// cap (8 MiB on Wikimedia), so only a broken or hostile server reaches it.
    package static let defaultResponseSizeLimit = 256 << 20

    package init(
        endpoint: URL, count: Int, concurrency: Int = 1, batchSize: Int = 50, maxlag: Int = 5,
        timeout: Duration = .seconds(30), retry: RetryPolicy = RetryPolicy(),
        staleResponseLimit: Int = 50, malformedLimit: Int = 10,
        responseSizeLimit: Int = SyncConfiguration.defaultResponseSizeLimit
    ) {
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
    package var site: String {
        let host = endpoint.host ?? "unknown"
        return endpoint.port.map { "\(host):\($0)" } ?? host
    }
}
