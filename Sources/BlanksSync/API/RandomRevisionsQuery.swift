/// One request of the Action API for random articles with their latest
/// revision: `generator=random` over namespace 0 without redirects,
/// `prop=revisions` (ids, timestamp, sha1, main-slot content) and
/// `pageprops` (to recognise disambiguation pages), `formatversion=2`, and
/// `maxlag` so that a lagged Wikimedia cluster tells us to wait.
package struct RandomRevisionsQuery: Sendable, Equatable {
    /// Pages per request (`grnlimit`); the API truncates content that does
    /// not fit its result size and says how to `continue`.
    package var batchSize: Int
    /// Seconds of replication lag above which the server refuses the request.
    package var maxlag: Int
    /// The previous response's `continue` object, sent back unchanged.
    package var continuation: [String: String]

    package init(batchSize: Int = 50, maxlag: Int = 5, continuation: [String: String] = [:]) {
        self.batchSize = batchSize
        self.maxlag = maxlag
        self.continuation = continuation
    }

    /// The parameters, sorted by name so the URL is the same for the same query.
    package var parameters: [(name: String, value: String)] {
        var fixed: [String: String] = [
            "action": "query",
            "format": "json",
            "formatversion": "2",
            "generator": "random",
            "grnnamespace": "0",
            "grnfilterredir": "nonredirects",
            "grnlimit": String(batchSize),
            "prop": "revisions|pageprops",
            "rvprop": "ids|timestamp|sha1|content",
            "rvslots": "main",
            "ppprop": "disambiguation",
            "maxlag": String(maxlag)
        ]
        for (name, value) in continuation where fixed[name] == nil {
            fixed[name] = value
        }
        return fixed.map { (name: $0.key, value: $0.value) }.sorted { $0.name < $1.name }
    }
}
