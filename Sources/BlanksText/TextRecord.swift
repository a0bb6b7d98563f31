import Foundation

/// One line of the `text` commands' JSON Lines input: `{"id": …, "text": "…"}`.
/// The id (a string or an integer) is echoed back unchanged so outputs can be
/// joined to inputs.
package struct TextRecord: Sendable, Equatable, Decodable {
    package var id: RecordID
    package var text: String

    package init(id: RecordID, text: String) {
        self.id = id
        self.text = text
    }

    /// Decodes one input line; `lineNumber` (1-based) names the line in errors.
    package static func decode(line: some Collection<UInt8>, lineNumber: Int) throws(TextRecordError) -> TextRecord {
        do {
            return try JSONDecoder().decode(TextRecord.self, from: Data(line))
        } catch {
            throw TextRecordError(lineNumber: lineNumber)
        }
    }
}

/// A record id as given: a JSON string or integer.
package enum RecordID: Sendable, Equatable, Codable {
    case number(Int)
    case string(String)

    package init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            self = .number(number)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    package func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .number(let number): try container.encode(number)
        case .string(let string): try container.encode(string)
        }
    }
}

/// An input line that is not a `{"id", "text"}` object.
package struct TextRecordError: Error, CustomStringConvertible, Equatable {
    package var lineNumber: Int

    package var description: String {
        "line \(lineNumber): expected a JSON object {\"id\": string or integer, \"text\": string}"
    }
}
