/// A JSON value of mixed type for the small Anki objects that have no struct
/// of their own (the collection's `conf`).
enum AnkiJSONValue: Encodable, Sendable {
    case int(Int64)
    case bool(Bool)
    case string(String)
    case array([AnkiJSONValue])

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .int(let value): try container.encode(value)
        case .bool(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let values): try container.encode(values)
        }
    }
}
