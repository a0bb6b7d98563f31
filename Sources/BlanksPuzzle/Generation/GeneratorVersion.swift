import BlanksSupport

/// The version that puzzle and batch ids derive from.
public enum GeneratorVersion {
    public static let current = ToolInfo.version
}
