/// Turns an article's wikitext into the prose paragraphs a reader sees, in
/// article order, each with its section.
///
/// Three passes over UTF-8 bytes: `MarkupExpander` expands or removes what
/// nests (templates, links, tables, refs, comments, tags); this type reads
/// the remaining lines (headings, lists, indented lines, paragraphs) and
/// leaves out reference-like sections; `ProseNormalizer` cleans each
/// paragraph. A paragraph is kept only when it reads as prose — it has a
/// letter and ends like a sentence — and carries no leftover markup.
public struct WikitextStripper: Sendable {
    /// Section titles whose words mark apparatus, not prose ("See also",
    /// "Notes and references", "Further reading"…): such sections and their
    /// subsections are left out.
    static let apparatusWords: Set<String> = [
        "see", "also", "references", "reference", "notes", "note", "footnotes", "citations", "sources",
        "bibliography", "further", "reading", "external", "links", "works", "cited", "and", "other",
        "literature", "general", "specific", "&",
    ]

    public init() {}

    /// The prose paragraphs of `wikitext`, in article order.
    public func paragraphs(from wikitext: String) -> [ProseParagraph] {
        strip(wikitext).paragraphs
    }

    /// Paragraphs, plus those withheld because markup survived in them.
    public struct Result: Sendable {
        public var paragraphs: [ProseParagraph]
        /// Paragraphs that read as prose but still held markup; never shown.
        public var withheld: [ProseParagraph]
    }

    /// Strips `wikitext`, also reporting what the markup guard withheld.
    public func strip(_ wikitext: String) -> Result {
        let expanded = Self.expand(wikitext)
        var reader = BlockReader()
        expanded.withUnsafeBufferPointer { reader.read($0) }
        return Result(paragraphs: reader.paragraphs, withheld: reader.withheld)
    }

    /// The prose paragraphs of `wikitext` one at a time, in article order:
    /// the same paragraphs as `paragraphs(from:)`, but a caller that needs
    /// only the leading ones (a puzzle passage) stops early, and the markup
    /// and lines after them are never expanded or cleaned.
    public func proseParagraphs(from wikitext: String) -> ProseParagraphSequence {
        ProseParagraphSequence(wikitext: Array(wikitext.utf8))
    }

    private static func expand(_ wikitext: String) -> [UInt8] {
        var source = Array(wikitext.utf8)
        return source.withUnsafeMutableBufferPointer { MarkupExpander.expand(UnsafeBufferPointer($0)) }
    }

    /// True when a heading titled `title` opens a section left out of the prose.
    static func isApparatus(_ title: String) -> Bool {
        let words = title.lowercased().split(whereSeparator: { $0 == " " || $0 == "," })
        return !words.isEmpty && words.allSatisfy { apparatusWords.contains(String($0)) }
    }
}

/// The prose paragraphs of one article, expanded and cleaned only as they
/// are asked for: a line is read as soon as its markup is settled
/// (`MarkupExpander.withSettledLine`), so the cost is that of the article up
/// to the last paragraph taken, plus any construct still open there.
public struct ProseParagraphSequence: Sequence, IteratorProtocol, Sendable {
    private let wikitext: [UInt8]
    private var expansion = MarkupExpander.Progress()
    private var reader = BlockReader()
    private var nextIndex = 0

    fileprivate init(wikitext: [UInt8]) {
        self.wikitext = wikitext
    }

    /// Wikitext bytes expanded so far: the work of the paragraphs taken
    /// (the generator's tests check a passage reads no further).
    package var wikitextBytesRead: Int { expansion.inputBytesRead }

    public mutating func next() -> ProseParagraph? {
        while nextIndex == reader.paragraphs.count, !reader.isFinished {
            wikitext.withUnsafeBufferPointer { input in
                MarkupExpander.withSettledLine(input, progress: &expansion, from: reader.lineStart) { reader.readLine($0) }
            }
        }
        guard nextIndex < reader.paragraphs.count else { return nil }
        defer { nextIndex += 1 }
        return reader.paragraphs[nextIndex]
    }
}

/// Reads expanded wikitext line by line, tracking sections and collecting paragraphs.
private struct BlockReader: Sendable {
    var paragraphs: [ProseParagraph] = []
    var withheld: [ProseParagraph] = []
    private var section = ""
    /// Level of the apparatus heading being skipped, if any.
    private var skippingBelowLevel: Int?
    private var pending: [UInt8] = []
    /// Where the next line starts in the text being read.
    private(set) var lineStart = 0
    /// True once the last line is read and the last paragraph flushed.
    private(set) var isFinished = false

    mutating func read(_ text: UnsafeBufferPointer<UInt8>) {
        while !isFinished { readLine(text) }
    }

    /// Reads the next line of `text` (the same text on every call), or
    /// flushes the last paragraph when no line is left.
    mutating func readLine(_ text: UnsafeBufferPointer<UInt8>) {
        let n = text.count
        guard lineStart <= n else {
            flush()
            isFinished = true
            return
        }
        var lineEnd = lineStart
        while lineEnd < n, text[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
        line(UnsafeBufferPointer(rebasing: text[lineStart..<lineEnd]))
        lineStart = lineEnd + 1
    }

    private mutating func line(_ raw: UnsafeBufferPointer<UInt8>) {
        if raw.first == StripMarker.indentedLine {
            // Preformatted text, unless the line holds nothing visible at all.
            if raw.contains(where: { !ASCII.isSpace($0) && $0 != StripMarker.indentedLine }) { flush() }
            return
        }
        var lo = 0
        var hi = raw.count
        while lo < hi, ASCII.isSpace(raw[lo]) || raw[lo] == StripMarker.indentedLine { lo += 1 }
        while hi > lo, ASCII.isSpace(raw[hi - 1]) || raw[hi - 1] == 0x0D { hi -= 1 }
        guard lo < hi else { return flush() }
        let first = raw[lo]
        if first == UInt8(ascii: "="), raw[hi - 1] == UInt8(ascii: "="), hi - lo >= 3 {
            flush()
            heading(UnsafeBufferPointer(rebasing: raw[lo..<hi]))
            return
        }
        switch first {
        case UInt8(ascii: "*"), UInt8(ascii: "#"), UInt8(ascii: ":"), UInt8(ascii: ";"),
             UInt8(ascii: "|"), UInt8(ascii: "!"):
            return flush()
        case UInt8(ascii: "-") where raw[lo...].starts(with: "----".utf8):
            return flush()
        default:
            break
        }
        guard skippingBelowLevel == nil else { return }
        if !pending.isEmpty { pending.append(0x20) }
        pending.append(contentsOf: raw[lo..<hi])
    }

    private mutating func heading(_ line: UnsafeBufferPointer<UInt8>) {
        var leading = 0
        while leading < line.count, line[leading] == UInt8(ascii: "=") { leading += 1 }
        var trailing = 0
        while trailing < line.count - leading, line[line.count - 1 - trailing] == UInt8(ascii: "=") { trailing += 1 }
        let level = min(leading, trailing, 6)
        let inner = Array(line[level..<(line.count - level)])
        let title = String(decoding: ProseNormalizer.normalize(inner) ?? [], as: UTF8.self)
        if let skipping = skippingBelowLevel, level > skipping { return }
        skippingBelowLevel = WikitextStripper.isApparatus(title) ? level : nil
        section = title
    }

    private mutating func flush() {
        guard !pending.isEmpty else { return }
        defer { pending.removeAll(keepingCapacity: true) }
        guard let cleaned = ProseNormalizer.normalize(pending), Self.readsAsProse(cleaned) else { return }
        let paragraph = ProseParagraph(text: String(decoding: cleaned, as: UTF8.self), section: section)
        let leaks = cleaned.withUnsafeBufferPointer { MarkupLeakCheck.leaks(in: $0) }
        if leaks.isEmpty {
            paragraphs.append(paragraph)
        } else {
            withheld.append(paragraph)
        }
    }

    /// Has a letter, does not open in lowercase (a continuation after a
    /// dropped list or formula) unless its first word has a capital ("iPod"),
    /// and ends like a sentence: a stop, then perhaps closing quotes or brackets.
    private static func readsAsProse(_ text: [UInt8]) -> Bool {
        guard text.contains(where: { ASCII.isLetter($0) || $0 >= 0xC0 }) else { return false }
        if let first = text.first, ASCII.isLower(first) {
            let firstWord = text.prefix { $0 != 0x20 }
            guard firstWord.contains(where: ASCII.isUpper) else { return false }
        }
        var end = text.count
        while end > 0 {
            let b = text[end - 1]
            if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") || b == UInt8(ascii: ")") || b == UInt8(ascii: "]") {
                end -= 1
            } else if end >= 3, text[end - 3] == 0xE2, text[end - 2] == 0x80,
                      [0x9D, 0x99, 0xBA].contains(text[end - 1]) {      // ” ’ ›
                end -= 3
            } else if end >= 2, text[end - 2] == 0xC2, text[end - 1] == 0xBB {      // »
                end -= 2
            } else {
                break
            }
        }
        guard end > 0 else { return false }
        let last = text[end - 1]
        if last == UInt8(ascii: ".") || last == UInt8(ascii: "!") || last == UInt8(ascii: "?") { return true }
        // … and the CJK full stop 。
        return end >= 3 && text[(end - 3)..<end].elementsEqual([0xE2, 0x80, 0xA6])
            || end >= 3 && text[(end - 3)..<end].elementsEqual([0xE3, 0x80, 0x82])
    }
}
