import Foundation

/// Which redirects the client follows: at most `limit` of them, each to the
/// endpoint's own scheme, host and port. A redirect elsewhere would send our
/// requests (and whatever the wiki operator trusted us with) to a server
/// nobody chose, or from https down to http.
enum SameOriginRedirect {
    /// Redirects followed for one request.
    static let limit = 3

    /// Where a redirect from `current` to `location` leads, when it may be followed.
    static func target(of location: String?, from current: URL, endpoint: URL) throws(SyncError) -> URL {
        guard let location, !location.isEmpty,
            let target = URL(string: location, relativeTo: current)?.absoluteURL
        else {
            throw .redirectRefused(
                endpoint: endpoint.absoluteString, location: ServerText.shown(location ?? ""),
                reason: "without a usable Location")
        }
        guard origin(of: target) == origin(of: endpoint) else {
            throw .redirectRefused(
                endpoint: endpoint.absoluteString, location: ServerText.shown(target.absoluteString),
                reason: "to another host or scheme")
        }
        return target
    }

    /// Scheme, host and port, with the scheme's default port filled in; nil parts compare as absent.
    static func origin(of url: URL) -> String? {
        guard let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased() else { return nil }
        let port = url.port ?? (scheme == "https" ? 443 : 80)
        return "\(scheme)://\(host):\(port)"
    }
}
