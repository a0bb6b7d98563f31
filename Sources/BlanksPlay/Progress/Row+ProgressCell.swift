import BlanksModel
import GRDB

extension Row {
    /// The value in `column`, which must hold one of type `T`; anything else
    /// throws, named as `place, column` (`game 3, score`). GRDB's own
    /// `decode(forColumn:)` would throw a `RowDecodingError` that prints the row.
    func cell<T: DatabaseValueConvertible>(_ column: String, in place: String) throws(DamagedCell) -> T {
        guard let value: T = try optionalCell(column, in: place) else {
            throw DamagedCell(
                cell: "\(place), \(column)", problem: .wrongValue(expected: Self.kind(of: T.self), found: "NULL"))
        }
        return value
    }

    /// The value in `column`, nil when NULL; a value of another type throws.
    func optionalCell<T: DatabaseValueConvertible>(_ column: String, in place: String) throws(DamagedCell) -> T? {
        guard hasColumn(column) else {
            throw DamagedCell(
                cell: "\(place), \(column)",
                problem: .wrongValue(expected: Self.kind(of: T.self), found: "no such column"))
        }
        let value: DatabaseValue = self[column]
        if value.isNull { return nil }
        guard let converted = T.fromDatabaseValue(value) else {
            throw DamagedCell(
                cell: "\(place), \(column)",
                problem: .wrongValue(expected: Self.kind(of: T.self), found: Self.shown(value)))
        }
        return converted
    }

    /// What a message calls a Swift type's values.
    private static func kind(of type: Any.Type) -> String {
        switch type {
        case is Int.Type, is Int64.Type: return "an integer"
        case is Bool.Type: return "0 or 1"
        case is String.Type: return "text"
        case is Move.Kind.Type: return "a move kind (fill, change or clear)"
        default: return "a \(type) value"
        }
    }

    /// A cell's value for a message: its storage class, and the start of its text.
    private static func shown(_ value: DatabaseValue) -> String {
        switch value.storage {
        case .null: return "NULL"
        case .int64(let number): return "the integer \(number)"
        case .double(let number): return "the real number \(number)"
        case .blob(let data): return "a BLOB of \(data.count) byte\(data.count == 1 ? "" : "s")"
        case .string(let text): return "the text \"\(ProgressTimestampError.shown(Array(text.utf8)))\""
        }
    }
}
