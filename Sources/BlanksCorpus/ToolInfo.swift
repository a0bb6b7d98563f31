/// The tool's name and version: they appear in the User-Agent of sync and in
/// every puzzle's `generator` field, so a change here changes puzzle ids.
public enum ToolInfo {
    public static let name = "wikiblanks"
    public static let version = "0.1.0"
}
