/// Why a sync stopped before storing what was asked, each with what to do about it.
package enum SyncError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A Wikimedia endpoint without contact information (their User-Agent policy requires it).
    case contactRequired(host: String)
    /// Contact information that cannot go into a User-Agent header.
    case invalidContact(String)
    /// Not an http(s) URL of an `api.php`.
    case invalidEndpoint(String)
    /// Every attempt at one request failed with a transient problem.
    case gaveUp(endpoint: String, attempts: Int, lastProblem: String)
    /// An HTTP status that retrying cannot fix (e.g. 403, 404).
    case httpStatus(endpoint: String, status: Int)
    /// The API answered with an error other than maxlag.
    case apiError(code: String, info: String)
    /// Too many malformed responses in a row: the endpoint is probably not a MediaWiki API.
    case tooManyMalformedResponses(endpoint: String, count: Int, lastReason: String)
    /// A redirect the client does not follow: elsewhere, without a target, or one too many.
    case redirectRefused(endpoint: String, location: String, reason: String)
    /// A response body over the size limit (declared, received, or decompressed).
    case responseTooLarge(url: String, limit: Int)

    package var description: String {
        switch self {
        case .contactRequired(let host):
            return "\(host) is a Wikimedia site: its User-Agent policy asks every tool to give contact information; "
                + "pass --contact EMAIL-OR-URL or set WIKIBLANKS_CONTACT"
        case .invalidContact(let contact):
            return "contact \"\(contact)\" cannot go into a User-Agent: give an e-mail address or URL without "
                + "parentheses or control characters"
        case .invalidEndpoint(let endpoint):
            return "\(endpoint): not an http(s) URL of a MediaWiki api.php (e.g. https://en.wikipedia.org/w/api.php)"
        case .gaveUp(let endpoint, let attempts, let lastProblem):
            return "\(endpoint): gave up after \(attempts) attempts (last: \(lastProblem)); "
                + "the revisions stored so far are kept, run again later to resume"
        case .httpStatus(let endpoint, let status):
            return "\(endpoint): HTTP status \(status); check the endpoint URL"
        case .apiError(let code, let info):
            return "the API refused the query: \(ServerText.shown(code)): \(ServerText.shown(info))"
        case .tooManyMalformedResponses(let endpoint, let count, let lastReason):
            return
                "\(endpoint): \(count) malformed responses in a row (last: \(lastReason)); is this a MediaWiki api.php?"
        case .redirectRefused(let endpoint, let location, let reason):
            return "\(endpoint): redirected \(reason) (Location: \(location)); only redirects to the same scheme, host "
                + "and port are followed, at most \(SameOriginRedirect.limit): give --endpoint the URL that answers"
        case .responseTooLarge(let url, let limit):
            return
                "\(url): response larger than \(limit) bytes, the limit for one response; is this a MediaWiki api.php?"
        }
    }
}
