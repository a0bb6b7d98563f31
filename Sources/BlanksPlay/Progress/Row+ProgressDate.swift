import Foundation
import GRDB

extension Row {
    /// The date in `column`, nil when NULL or absent; a damaged cell throws, named
    /// as `place, column` (`game 3, started_at`).
    ///
    /// The cell's exact bytes are parsed: GRDB's `String` of a text stops at its
    /// first NUL, so `2026-11-24 00:37:03.506` followed by a NUL and more would
    /// pass as a date. A row of a cursor or a record fetch is read from SQLite
    /// directly; rows copied by `Row.fetchAll` have only that shortened text.
    func optionalProgressDate(_ column: String, in place: String) throws(DamagedCell) -> Date? {
        do {
            return try progressTimestamp(column)?.date
        } catch {
            throw DamagedCell(cell: "\(place), \(column)", problem: .date(error))
        }
    }

    /// The date in `column`, which must hold one (see `optionalProgressDate`).
    func progressDate(_ column: String, in place: String) throws(DamagedCell) -> Date {
        guard let date = try optionalProgressDate(column, in: place) else {
            throw DamagedCell(cell: "\(place), \(column)", problem: .date(.missing))
        }
        return date
    }

    private func progressTimestamp(_ column: String) throws(ProgressTimestampError) -> ProgressTimestamp? {
        guard hasColumn(column) else { return nil }
        let value: DatabaseValue = self[column]
        switch value.storage {
        case .null: return nil
        case .blob: throw .notText(storage: "a BLOB")
        case .int64: throw .notText(storage: "an integer")
        case .double: throw .notText(storage: "a real number")
        case .string:
            let bytes = (try? withUnsafeData(named: column) { $0.map { [UInt8]($0) } }) ?? nil
            return try ProgressTimestamp(text: bytes ?? [])
        }
    }
}
