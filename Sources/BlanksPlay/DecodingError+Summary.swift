import Foundation

/// One short line for a JSON decoding failure: Foundation's own descriptions
/// span several lines and name internal coding paths.
extension DecodingError {
    var summary: String {
        switch self {
        case let .keyNotFound(key, context):
            return "missing field \"\(Self.path(context.codingPath + [key]))\""
        case let .typeMismatch(_, context), let .valueNotFound(_, context):
            return "field \"\(Self.path(context.codingPath))\" has the wrong type or is null"
        case let .dataCorrupted(context):
            return context.codingPath.isEmpty
                ? "not valid JSON"
                : "field \"\(Self.path(context.codingPath))\" has an invalid value"
        @unknown default:
            return "not a puzzle object"
        }
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
            .joined(separator: ".")
            .replacingOccurrences(of: ".[", with: "[")
    }
}
