import BlanksSupport

/// Why a date cell of the progress database is not one wikiblanks wrote.
/// The store reports it as a damaged file (`ProgressStoreError.corrupt`).
enum ProgressTimestampError: Error, Equatable, Sendable, CustomStringConvertible {
    /// NULL where a date is required.
    case missing
    /// A BLOB or a number: wikiblanks writes dates as text.
    case notText(storage: String)
    /// Not 23 bytes of `yyyy-MM-dd HH:mm:ss.SSS`; the text as shown in the message.
    case notInFormat(String)
    case outOfRange(field: String, value: Int)

    var description: String {
        switch self {
        case .missing: return "no date"
        case .notText(let storage): return "\(storage), not a date"
        case .notInFormat(let text): return "\"\(text)\" is not a date as yyyy-MM-dd HH:mm:ss.SSS"
        case .outOfRange(let field, let value): return "\(field) \(value) is out of range"
        }
    }

    /// A cell's bytes for a message: at most 40 of them, control characters
    /// (a NUL among them) escaped, so the line stays one short line.
    static func shown(_ bytes: [UInt8]) -> String {
        let limit = 40
        let text = String(decoding: bytes.prefix(limit), as: UTF8.self).escapingControlCharacters
        return bytes.count > limit ? text + "…" : text
    }
}
