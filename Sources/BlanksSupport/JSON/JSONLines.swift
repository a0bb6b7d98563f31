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
        forEachLine(in: data) { number, bytes in
            lines.append(JSONLine(number: number, bytes: Data(bytes)))
        }
        return lines
    }

    /// Calls `body` with the same lines as `split`, each in place (valid
    /// during the call only): a reader of many lines keeps no copy of them,
    /// so a manifest of 10⁵ entries holds the file and its entries, not a
    /// third set of buffers.
    package static func forEachLine(
        in data: Data, _ body: (_ number: Int, _ bytes: UnsafeRawBufferPointer) throws -> Void
    ) rethrows {
        try data.withUnsafeBytes { raw in _ = try forEachLine(in: raw, after: 0, body) }
    }

    /// `forEachLine` over one piece of a file read in pieces that end at a
    /// newline (`LineChunkReader`): numbering goes on from `number`, the
    /// number of the previous piece's last line, and the last line's number
    /// is returned for the next piece.
    @discardableResult
    package static func forEachLine(
        in raw: UnsafeRawBufferPointer, after number: Int,
        _ body: (_ number: Int, _ bytes: UnsafeRawBufferPointer) throws -> Void
    ) rethrows -> Int {
        guard let base = raw.baseAddress else { return number }
        var number = number
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
            if !blank { try body(number, UnsafeRawBufferPointer(rebasing: raw[start..<last])) }
            start = end + 1
        }
        return number
    }

    /// The number of lines `data` holds, counting a last line without a
    /// newline: for messages about a file cut short.
    package static func lineCount(_ data: Data) -> Int {
        let newlines = data.reduce(0) { $0 + ($1 == 0x0a ? 1 : 0) }
        return data.last == 0x0a || data.isEmpty ? newlines : newlines + 1
    }
}
