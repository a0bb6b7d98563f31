import BlanksSupport

/// Plain text columns padded to the widest cell, numbers right-aligned.
/// Cells come from data (titles, words): their control characters are
/// escaped before the columns are measured.
struct ColumnTable {
    var header: [String]
    var rows: [[String]]
    /// Columns whose cells are right-aligned.
    var numeric: Set<Int>

    func lines() -> [String] {
        let all = ([header] + rows).map { $0.map(\.escapingControlCharacters) }
        let widths = header.indices.map { column in
            all.map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0
        }
        return all.map { row in
            header.indices.map { column in
                let cell = row.indices.contains(column) ? row[column] : ""
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return numeric.contains(column) ? padding + cell : cell + padding
            }
            .joined(separator: "  ")
            .trimmingTrailingSpaces()
        }
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var trimmed = self
        while trimmed.last == " " { trimmed.removeLast() }
        return trimmed
    }
}
