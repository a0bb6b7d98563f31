import Foundation

/// One short line for a JSON decoding failure: Foundation's own descriptions
/// span several lines and name internal coding paths. Shared by every reader
/// of puzzles and manifests, so a damaged file reads the same everywhere.
extension DecodingError {
    package var summary: String {
        switch self {
        case .keyNotFound(let key, let context):
            return "missing field \"\(Self.path(context.codingPath + [key]))\""
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return context.codingPath.isEmpty
                ? "the line has the wrong type (not a JSON object)"
                : "field \"\(Self.path(context.codingPath))\" has the wrong type or is null"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty
                ? "not valid JSON"
                : "field \"\(Self.path(context.codingPath))\" has an invalid value"
        @unknown default:
            return "not the expected JSON object"
        }
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
            .joined(separator: ".")
            .replacingOccurrences(of: ".[", with: "[")
    }
}
