/// The tool's name and release version, as `--version`, the User-Agent and
/// every puzzle's `generator.name` show them. Puzzle ids do not derive from
/// the release (see `GeneratorVersion`), so a release that changes no rule
/// keeps every id.
package enum ToolInfo {
    package static let name = "wikiblanks"
    package static let version = "0.1.0"

    /// `wikiblanks/<version>`, with `(<contact>)` when there is one: the
    /// Wikimedia User-Agent policy's form, used by every HTTP client here.
    package static func userAgent(contact: String?) -> String {
        let tool = "\(name)/\(version)"
        guard let contact else { return tool }
        return "\(tool) (\(contact))"
    }
}
