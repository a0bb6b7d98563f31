import AsyncHTTPClient
import Foundation

/// The real MediaWiki that `make test` starts (scripts/mediawiki.sh) and
/// names in `WIKIBLANKS_MEDIAWIKI_URL`. Without it the integration suites
/// are skipped, and the skip message says so loudly.
public enum MediaWikiServer {
    public static let environmentVariable = "WIKIBLANKS_MEDIAWIKI_URL"

    /// The server's api.php, when one was started.
    public static let url: URL? = {
        guard let text = ProcessInfo.processInfo.environment[environmentVariable], !text.isEmpty else {
            FileHandle.standardError.write(
                Data(
                    """
                    ################################################################################
                    ## \(environmentVariable) is not set: the sync integration and fault tests
                    ## against a real MediaWiki are SKIPPED. Run `make test` (it installs and starts
                    ## MediaWiki with scripts/mediawiki.sh) to run them.
                    ################################################################################

                    """.utf8))
            return nil
        }
        return URL(string: text)
    }()

    public static var isAvailable: Bool { url != nil }

    /// Why the suites that need the server are disabled (a `Comment` there).
    public static let skipMessage = "SKIPPED: no real MediaWiki (set \(environmentVariable), or run `make test`)"

    /// One revision as the server has it, by revision id.
    public struct ServerRevision: Decodable, Sendable {
        public var revid: Int
        public var sha1: String
        public var content: String
    }

    /// The server's own copy of a revision, fetched without the sync client.
    public static func revision(_ revid: Int) async throws -> ServerRevision? {
        let json = try await get([
            "action": "query", "prop": "revisions", "revids": String(revid),
            "rvprop": "ids|sha1|content", "rvslots": "main"
        ])
        let pages = (json["query"] as? [String: Any])?["pages"] as? [[String: Any]] ?? []
        guard let revision = (pages.first?["revisions"] as? [[String: Any]])?.first,
            let id = revision["revid"] as? Int, let sha1 = revision["sha1"] as? String,
            let content = ((revision["slots"] as? [String: Any])?["main"] as? [String: Any])?["content"] as? String
        else { return nil }
        return ServerRevision(revid: id, sha1: sha1, content: content)
    }

    /// Titles of the articles (namespace 0, not redirects) the server holds.
    public static func articleTitles() async throws -> [String] {
        let json = try await get([
            "action": "query", "list": "allpages", "apnamespace": "0",
            "apfilterredir": "nonredirects", "aplimit": "max"
        ])
        let pages = (json["query"] as? [String: Any])?["allpages"] as? [[String: Any]] ?? []
        return pages.compactMap { $0["title"] as? String }
    }

    private static func get(_ parameters: [String: String]) async throws -> [String: Any] {
        guard let url else { throw ServerError.notRunning }
        var query = parameters
        query["format"] = "json"
        query["formatversion"] = "2"
        var components = URLComponents(url: url, resolvingAgainstBaseURL: false)!
        components.queryItems = query.keys.sorted().map { URLQueryItem(name: $0, value: query[$0]) }
        let request = HTTPClientRequest(url: components.url!.absoluteString)
        let response = try await HTTPClient.shared.execute(request, timeout: .seconds(60))
        let body = try await response.body.collect(upTo: 64 << 20)
        guard let json = try JSONSerialization.jsonObject(with: Data(body.readableBytesView)) as? [String: Any] else {
            throw ServerError.notJSON
        }
        return json
    }

    public enum ServerError: Error { case notRunning, notJSON }
}
