/// What `ScriptedServer` answers to one request: the hostile or odd servers
/// sync must survive, with no MediaWiki behind them.
public enum ScriptedAnswer: Sendable, Equatable {
    /// HTTP 200, `application/json`, this body, all at once.
    case json(String)
    /// HTTP 200 with the full `Content-Length`, then the body one byte every
    /// `interval` until it ends or the client goes away: each byte alone is
    /// quicker than any read timeout, the whole body slower than any request should take.
    case trickle(String, interval: Duration)
    /// HTTP 200 that declares this `Content-Length`, sends a few bytes and then nothing more.
    case declaredLength(Int)
    /// HTTP 200, chunked (no `Content-Length`), this many bytes of padding.
    case chunked(bytes: Int)
    /// A redirect: this status (301, 302, 307, …) with this `Location`.
    case redirect(status: Int, location: String)
}
