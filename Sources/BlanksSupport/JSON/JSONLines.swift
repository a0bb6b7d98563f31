import Foundation

/// One line of a JSON Lines file: its number from 1 and its bytes, without
/// the newline and without a carriage return before it.
package struct JSONLine: Sendable {
    package var number: Int
    package var bytes: Data
}

/// The one JSON Lines reader: every file of lines (puzzles, manifests, text
/// records) is split here, so line numbers in messages mean the same
/// everywhere. O(n) in the size of the data.
package enum JSONLines {
    /// The lines of `data`. Lines holding only spaces and tabs are left out
    /// (their numbers are still counted); a final newline ends the last line
    /// rather than starting an empty one.
    package static func split(_ data: Data) -> [JSONLine] {
        var lines: [JSONLine] = []
        var number = 0
        var start = data.startIndex
        while start < data.endIndex {
            let end = data[start...].firstIndex(of: 0x0a) ?? data.endIndex
            number += 1
            var bytes = data[start..<end]
            if bytes.last == 0x0d { bytes = bytes.dropLast() }
            if !bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
                lines.append(JSONLine(number: number, bytes: Data(bytes)))
            }
            start = end == data.endIndex ? end : data.index(after: end)
        }
        return lines
    }

    /// The number of lines `data` holds, counting a last line without a
    /// newline: for messages about a file cut short.
    package static func lineCount(_ data: Data) -> Int {
        let newlines = data.reduce(0) { $0 + ($1 == 0x0a ? 1 : 0) }
        return data.last == 0x0a || data.isEmpty ? newlines : newlines + 1
    }
}
