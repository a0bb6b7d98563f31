import BlanksSupport
import BlanksTagger
import Foundation

/// Which words of one part of speech WordNet files under one meaning among
/// each word's most frequent senses: "reply" and "response", "perform" and
/// "do", "robots" and "automatons". Two such answers in one puzzle each fit
/// the other's blank as a reader judges it, however rarely the slot model
/// saw them there: its counts tell a right word from a wrong one far better
/// than a second right one from a wrong one.
///
/// Built by `scripts/english-synonyms.py` (`make synonyms`) from WordNet 3.0:
/// a line per lowercased form and part of speech, sorted, with the lemmas it
/// inflects and its senses. Inflections of one lemma ("film", "films") are
/// not synonyms here: the agreement rules judge them. The text is checked
/// line by line once and then searched in place (a process that generates
/// one puzzle reads it in a few milliseconds); lookups only, never an
/// iteration, so the answer is the same on every machine.
package struct SynonymTable: Sendable {
    /// The table's text, every line checked (`lines` holds their starts).
    private let text: [UInt8]
    /// Start of each line, then one past the last line's end (its newline's place).
    private let lines: [Int]
    /// For each `pairKey`, the first line whose form's key is that or
    /// greater; then the line count. A lookup searches only the lines that
    /// open as its word does, a few kilobytes of the text, where a search of
    /// the whole table waited on memory at each of its first, far-apart steps.
    private let pairStarts: [UInt32]
    /// Eight hex digits of the CRC-32 of the table's text, pinned beside
    /// `GeneratorVersion.rules`: another table may judge other answers.
    package let fingerprint: String

    /// No synonyms: a scorer judged by its counts and the agreement rules alone.
    package static let empty = SynonymTable(text: [], lines: [0], fingerprint: "none")

    private init(text: [UInt8], lines: [Int], fingerprint: String) {
        self.text = text
        self.lines = lines
        self.fingerprint = fingerprint
        pairStarts = Self.pairStarts(text, lines)
    }

    /// A form's first byte and the one after it, 0 for none, as one number:
    /// it never decreases from one line to the next, as the forms are sorted by their bytes.
    private static func pairKey(_ first: UInt8, _ second: UInt8?) -> Int {
        Int(first) << 8 | Int(second ?? 0)
    }

    /// The `pairKey` of the form of the checked line starting at `start` (a form ends at its tab).
    private static func pairKey(ofLineAt start: Int, in text: [UInt8]) -> Int {
        let second = text[start + 1]
        return pairKey(text[start], second == UInt8(ascii: "\t") ? nil : second)
    }

    /// `pairStarts` of the checked lines starting at `lines` (then the end).
    private static func pairStarts(_ text: [UInt8], _ lines: [Int]) -> [UInt32] {
        let count = lines.count - 1
        var starts = [UInt32](repeating: UInt32(count), count: (1 << 16) + 1)
        var key = 0
        for line in 0..<count {
            let own = pairKey(ofLineAt: lines[line], in: text)
            while key <= own {
                starts[key] = UInt32(line)
                key += 1
            }
        }
        return starts
    }

    /// Reads the table's text (`form<TAB>pos<TAB>bases<TAB>senses` lines,
    /// sorted by form, then by part of speech in the order n, v, a, r).
    /// `source` names it in error messages.
    package init(text: [UInt8], source: String) throws(SynonymTableError) {
        try self.init(text: text, checksum: CRC32.checksum(text), source: source)
    }

    /// `init(text:source:)` of a text whose CRC-32 is `checksum`.
    private init(text: [UInt8], checksum: UInt32, source: String) throws(SynonymTableError) {
        let lines = try text.withUnsafeBufferPointer { (text) throws(SynonymTableError) -> [Int] in
            try Self.lineStarts(text, source: source)
        }
        self.init(text: text, lines: lines, fingerprint: SlotModelFile.fingerprint(checksum))
    }

    /// The start of every line of `text`, each checked (`Line.read`)
    /// and in order (`Line.precedes`), then one past the last line's end.
    /// One pass over the bytes: every process that generates checks the
    /// whole table before its first puzzle.
    private static func lineStarts(_ text: UnsafeBufferPointer<UInt8>, source: String) throws(SynonymTableError)
        -> [Int]
    {
        var lines: [Int] = []
        lines.reserveCapacity(text.count / 16)
        var start = 0
        var previous: Line?
        while start < text.count {
            let number = lines.count + 1
            guard let line = Line.read(text, from: start) else {
                let end = Line.position(of: UInt8(ascii: "\n"), in: text, start..<text.count) ?? text.count
                throw .malformed(source: source, line: number, detail: Line.diagnose(Array(text), start..<end))
            }
            if let previous, !Line.precedes(previous, line, in: text) {
                throw .malformed(
                    source: source, line: number, detail: "the lines are not sorted by form and part of speech")
            }
            lines.append(start)
            previous = line
            start = line.senses.upperBound + 1
        }
        lines.append(start)
        return lines
    }

    /// Reads a gzip file written by `make synonyms`. Its fingerprint is the
    /// CRC-32 of the text, which inflating checked against the file's trailer.
    package init(contentsOf url: URL) throws(SynonymTableError) {
        let text: (bytes: [UInt8], checksum: UInt32)
        do {
            text = try GzipCodec.decompressedBytes(try Data(contentsOf: url))
        } catch {
            throw .unreadable(source: url.path, reason: "\(error)")
        }
        try self.init(text: text.bytes, checksum: text.checksum, source: url.path)
    }

    /// The table shipped in the package, loaded once per process on first use.
    package static func bundled() throws(SynonymTableError) -> SynonymTable {
        try bundledResult.get()
    }

    private static let bundledResult: Result<SynonymTable, SynonymTableError> = {
        guard let url = ResourceBundle.file("Resources/synonyms.tsv.gz", inBundle: "wikiblanks_BlanksSlots") else {
            return .failure(.bundledTableMissing)
        }
        do throws(SynonymTableError) { return .success(try SynonymTable(contentsOf: url)) } catch {
            return .failure(error)
        }
    }()

    /// True when the lowercased words `a` and `b`, both tagged `tag`, share a
    /// sense and no lemma. False for a tag WordNet does not cover.
    package func areSynonyms(_ a: String, _ b: String, tag: UPOS) -> Bool {
        guard let first = entry(a, tag: tag), let second = entry(b, tag: tag) else { return false }
        return Self.areSynonyms(first, second)
    }

    /// What the table says of one lowercased word with one tag: its lemmas
    /// and senses, read once for a caller that compares the word with many
    /// others (the one-solution check compares each answer with nine).
    package struct Entry: Sendable {
        fileprivate let part: Int
        fileprivate let bases: [ArraySlice<UInt8>]
        fileprivate let senses: [Int]
    }

    /// The entry of the lowercased `word` tagged `tag`; nil when the table
    /// has no line for it or WordNet does not cover the tag.
    package func entry(_ word: String, tag: UPOS) -> Entry? {
        guard let part = Line.part(of: tag), let line = find(word, part) else { return nil }
        return Entry(part: part, bases: line.bases(in: text), senses: line.senses(in: text))
    }

    /// `areSynonyms(_:_:tag:)` of two entries read with one tag: they share a sense and no lemma.
    package static func areSynonyms(_ first: Entry, _ second: Entry) -> Bool {
        guard first.part == second.part, !first.bases.contains(where: second.bases.contains) else { return false }
        let (mine, theirs) = (first.senses, second.senses)
        var (i, j) = (0, 0)
        while i < mine.count && j < theirs.count {
            if mine[i] == theirs[j] { return true }
            if mine[i] < theirs[j] { i += 1 } else { j += 1 }
        }
        return false
    }

    /// The line of `form` and part of speech `part` (its index in "nvar"), by
    /// binary search among the lines of its `pairKey`; each step reads only the line's form, up to its tab
    /// (every line was checked when the table was read), and its part of speech. The form's bytes are
    /// read in place and compared with `memcmp`: the one-solution check looks up every answer and option.
    private func find(_ form: String, _ part: Int) -> Line? {
        var form = form
        return form.withUTF8 { query -> Line? in
            guard let first = query.first, let queryBase = query.baseAddress else { return nil }
            let key = Self.pairKey(first, query.count > 1 ? query[1] : nil)
            return text.withUnsafeBufferPointer { text -> Line? in
                guard let base = text.baseAddress else { return nil }
                var (low, high) = (Int(pairStarts[key]), Int(pairStarts[key + 1]))
                while low < high {
                    let middle = (low + high) / 2
                    let start = lines[middle]
                    var tab = start
                    while base[tab] != UInt8(ascii: "\t") { tab += 1 }
                    let length = tab - start
                    var order = Int(memcmp(base + start, queryBase, min(length, query.count)))
                    if order == 0 { order = length - query.count }
                    if order == 0 { order = (Line.parts.firstIndex(of: base[tab + 1]) ?? 0) - part }
                    if order == 0 { return Line.read(text, from: start) }
                    if order < 0 { low = middle + 1 } else { high = middle }
                }
                return nil
            }
        }
    }
}

extension SynonymTable {
    /// One line: where its fields lie in the text.
    fileprivate struct Line {
        let form: Range<Int>
        let part: Int
        let bases: Range<Int>
        let senses: Range<Int>

        /// The line that starts at `start` and ends at the next newline or
        /// the text's end (its senses end there), or nil when it is not a
        /// form, a part of speech of "nvar", lemmas and senses between three
        /// tabs, none empty, with no empty lemma and the senses ascending
        /// numbers of one to nine digits (so no fourth tab). Every line of the
        /// table is checked this way once per process, in one pass over its
        /// bytes: the form and the lemmas (two thirds of a line of 27 bytes on
        /// average) sixteen bytes a comparison, the senses byte by byte.
        static func read(_ text: UnsafeBufferPointer<UInt8>, from start: Int) -> Line? {
            guard let base = text.baseAddress else { return nil }
            let (tab, comma, newline) = (UInt8(ascii: "\t"), UInt8(ascii: ","), UInt8(ascii: "\n"))
            let end = text.count
            // A form, then one byte of "nvar" between two tabs.
            let first = firstPosition(of: tab, newline, newline, in: base, from: start, end: end)
            guard first > start, end - first >= 3, base[first] == tab, base[first + 2] == tab,
                let part = partIndex(base[first + 1])
            else { return nil }
            // The lemmas up to the third tab: each comma ends one that is not empty, and so does the tab.
            var index = first + 3
            var lemma = index
            while true {
                index = firstPosition(of: tab, comma, newline, in: base, from: index, end: end)
                guard index < end, index > lemma, base[index] != newline else { return nil }
                if base[index] == tab { break }
                index &+= 1
                lemma = index
            }
            let third = index
            index &+= 1
            var (last, value, digits) = (-1, 0, 0)
            while index < end {
                let byte = base[index]
                let digit = byte &- UInt8(ascii: "0")
                if digit < 10 && digits < 9 {
                    // Nine digits at most: the value stays below 10⁹, so it cannot overflow.
                    value = value &* 10 &+ Int(digit)
                    digits &+= 1
                } else if byte == comma, digits > 0, value > last {
                    (last, value, digits) = (value, 0, 0)
                } else if byte == newline {
                    break
                } else {
                    return nil
                }
                index &+= 1
            }
            guard digits > 0, value > last else { return nil }
            return Line(form: start..<first, part: part, bases: (first + 3)..<third, senses: (third + 1)..<index)
        }

        /// The first position from `index` on, before `end`, that holds `a`,
        /// `b` or `c`; `end` when none does. Sixteen bytes a comparison while
        /// sixteen are left (the lanes that match read back as two words, as
        /// `SIMDScan` does, written out here so that it compiles inline), then
        /// byte by byte.
        @inline(__always)
        private static func firstPosition(
            of a: UInt8, _ b: UInt8, _ c: UInt8, in base: UnsafePointer<UInt8>, from index: Int, end: Int
        ) -> Int {
            var index = index
            let (wideA, wideB, wideC) = (SIMD16<UInt8>(repeating: a), SIMD16<UInt8>(repeating: b), SIMD16(repeating: c))
            while end - index >= 16 {
                let bytes = UnsafeRawPointer(base + index).loadUnaligned(as: SIMD16<UInt8>.self)
                let found = unsafeBitCast(
                    (bytes .== wideA) .| (bytes .== wideB) .| (bytes .== wideC), to: SIMD2<UInt64>.self)
                let low = UInt64(littleEndian: found[0])
                if low != 0 { return index + low.trailingZeroBitCount >> 3 }
                let high = UInt64(littleEndian: found[1])
                if high != 0 { return index + 8 + high.trailingZeroBitCount >> 3 }
                index &+= 16
            }
            while index < end && base[index] != a && base[index] != b && base[index] != c { index &+= 1 }
            return index
        }

        /// The index in "nvar" of a part of speech's byte.
        private static func partIndex(_ byte: UInt8) -> Int? {
            switch byte {
            case UInt8(ascii: "n"): 0
            case UInt8(ascii: "v"): 1
            case UInt8(ascii: "a"): 2
            case UInt8(ascii: "r"): 3
            default: nil
            }
        }

        /// The first position of `byte` within `range` of `text`, by `memchr`; nil when there is none.
        static func position(of byte: UInt8, in text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
            guard let base = text.baseAddress, !range.isEmpty,
                let found = memchr(base + range.lowerBound, Int32(byte), range.count)
            else { return nil }
            return UnsafeRawPointer(found) - UnsafeRawPointer(base)
        }

        static let parts = Array("nvar".utf8)

        static func part(of tag: UPOS) -> Int? {
            switch tag {
            case .noun: 0
            case .verb: 1
            case .adj: 2
            case .adv: 3
            default: nil
            }
        }

        func bases(in text: [UInt8]) -> [ArraySlice<UInt8>] {
            text[bases].split(separator: UInt8(ascii: ","))
        }

        func senses(in text: [UInt8]) -> [Int] {
            Self.numbers(text[senses]) ?? []
        }

        /// Comma-separated decimal numbers of at most nine digits; nil for anything else.
        static func numbers(_ field: ArraySlice<UInt8>) -> [Int]? {
            var found: [Int] = []
            for digits in field.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false) {
                guard (1...9).contains(digits.count) else { return nil }
                var value = 0
                for digit in digits {
                    guard digit >= UInt8(ascii: "0") && digit <= UInt8(ascii: "9") else { return nil }
                    value = value * 10 + Int(digit - UInt8(ascii: "0"))
                }
                found.append(value)
            }
            return found
        }

        /// What is wrong with a line `init` refused.
        static func diagnose(_ text: [UInt8], _ range: Range<Int>) -> String {
            let fields = text[range].split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
            guard fields.count == 4, !fields[0].isEmpty else { return "expected four tab-separated fields" }
            guard fields[1].count == 1, let part = fields[1].first, parts.contains(part) else {
                return "the part of speech is not one of n, v, a, r"
            }
            let lemmas = fields[2].split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
            guard !fields[2].isEmpty, !lemmas.contains(where: \.isEmpty) else { return "no lemma, or an empty one" }
            guard numbers(fields[3]) != nil else { return "a sense is not a number" }
            return "the senses are not ascending"
        }

        /// Whether `first` comes before `second` in the table's order.
        static func precedes(_ first: Line, _ second: Line, in text: UnsafeBufferPointer<UInt8>) -> Bool {
            guard let base = text.baseAddress else { return false }
            let shared = min(first.form.count, second.form.count)
            let order = memcmp(base + first.form.lowerBound, base + second.form.lowerBound, shared)
            if order != 0 { return order < 0 }
            if first.form.count != second.form.count { return first.form.count < second.form.count }
            return first.part < second.part
        }
    }
}
