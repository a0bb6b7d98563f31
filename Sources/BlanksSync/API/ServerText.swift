import BlanksSupport

/// Text a server chose (a title, an error message, a header) made fit for one
/// line of a message: control characters escaped, at most `limit` characters.
enum ServerText {
    static let limit = 200

    static func shown(_ text: String, limit: Int = ServerText.limit) -> String {
        let short = text.count > limit ? String(text.prefix(limit)) + "…" : text
        return short.escapingControlCharacters
    }
}
