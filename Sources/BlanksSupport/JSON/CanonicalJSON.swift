import Foundation

/// The one JSON encoding of everything this tool writes: keys sorted and `/`
/// unescaped, so the same value gives the same bytes on every run and
/// machine, whatever order a dictionary or a struct's fields come in.
/// Byte-identical output is our core promise, so no other encoder is set up.
package enum CanonicalJSON {
    /// A compact encoder (one line per value).
    package static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// An indented encoder, for files meant to be read by people (manifests).
    package static func prettyEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return encoder
    }

    /// One value as compact JSON.
    package static func encode<Value: Encodable>(_ value: Value) throws -> Data {
        try encoder().encode(value)
    }

    /// One value as a JSON Lines line: compact JSON and a newline.
    package static func line<Value: Encodable>(_ value: Value) throws -> Data {
        var data = try encoder().encode(value)
        data.append(0x0a)
        return data
    }

    /// A Foundation property-list value (dictionaries, arrays, strings,
    /// numbers) as compact canonical JSON.
    package static func encode(jsonObject: Any) throws -> Data {
        try JSONSerialization.data(withJSONObject: jsonObject, options: [.sortedKeys, .withoutEscapingSlashes])
    }
}
