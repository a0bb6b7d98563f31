/// What can go wrong while reading a source text or a word-frequency table,
/// each naming the file, URL or revision involved.
package enum StatsError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The argument is neither an http(s) URL nor usable as a file path.
    case unsupportedSource(String)
    case cannotRead(path: String, reason: String)
    /// The server could not be reached (refused, unknown host, TLS, timeout).
    case unreachable(url: String, reason: String)
    /// The server answered, but not with a 2xx status.
    case httpStatus(url: String, code: UInt, reason: String)
    /// The connection broke while the body was being received.
    case transferFailed(url: String, reason: String)
    case malformedWordFrequencies(path: String, line: Int, reason: String)
    /// A corpus revision left out of the word frequencies; the count goes on.
    case revisionSkipped(revid: Int, reason: String)

    package var description: String {
        switch self {
        case .unsupportedSource(let argument):
            return "\(argument): not a file path or an http(s) URL"
        case .cannotRead(let path, let reason):
            return "\(path): cannot read (\(reason))"
        case .unreachable(let url, let reason):
            return "\(url): cannot connect (\(reason)); check the address and your network"
        case .httpStatus(let url, let code, let reason):
            return "\(url): server answered HTTP \(code) \(reason)"
        case .transferFailed(let url, let reason):
            return "\(url): download interrupted (\(reason))"
        case .malformedWordFrequencies(let path, let line, let reason):
            return
                "\(path), line \(line): malformed word-frequency line (\(reason)); regenerate it with `wikiblanks stats --corpus`"
        case .revisionSkipped(let revid, let reason):
            return "revision \(revid): skipped, \(reason)"
        }
    }
}
