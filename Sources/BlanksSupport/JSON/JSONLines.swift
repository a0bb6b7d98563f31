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
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> [JSONLine] in
            guard let base = raw.baseAddress else { return [] }
            var lines: [JSONLine] = []
            var number = 0
            var start = 0
            while start < raw.count {
                var end = raw.count
                if let newline = memchr(base + start, 0x0a, raw.count - start) {
                    end = UnsafeRawPointer(newline) - base
                }
                number += 1
                var last = end
                if last > start && raw[last - 1] == 0x0d { last -= 1 }
                var blank = true
                for i in start..<last where raw[i] != 0x20 && raw[i] != 0x09 {
                    blank = false
                    break
                }
                if !blank { lines.append(JSONLine(number: number, bytes: Data(bytes: base + start, count: last - start))) }
                start = end + 1
            }
            return lines
        }
    }

    /// The number of lines `data` holds, counting a last line without a
    /// newline: for messages about a file cut short.
    package static func lineCount(_ data: Data) -> Int {
        let newlines = data.reduce(0) { $0 + ($1 == 0x0a ? 1 : 0) }
        return data.last == 0x0a || data.isEmpty ? newlines : newlines + 1
    }
}
