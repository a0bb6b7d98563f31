/// Turns an article's wikitext into the prose paragraphs a reader sees, in
/// article order, each with its section, and decides which are usable.
///
/// Three passes over UTF-8 bytes: `MarkupExpander` expands or removes what
/// nests (templates, links, tables, refs, comments, tags), marking where it
/// removed something a reader saw; this type reads the remaining lines
/// (headings, lists, indented lines, paragraphs) and leaves out
/// reference-like sections; `ProseNormalizer` cleans each paragraph. Every
/// paragraph with a letter is reported in order; it is usable only when no
/// removal left a hole in it (`RemovalHoles`), it holds no formula, and it
/// passes the `PassageGate`. Clean paragraphs read exactly as before the
/// marks: the marks never reach their text.
public struct WikitextStripper: Sendable {
    /// Section titles whose words mark apparatus, not prose ("See also",
    /// "Notes and references", "Further reading"…): such sections and their
    /// subsections are left out.
    static let apparatusWords: Set<String> = [
        "see", "also", "references", "reference", "notes", "note", "footnotes", "citations", "sources",
        "bibliography", "further", "reading", "external", "links", "works", "cited", "and", "other",
        "literature", "general", "specific", "&"
    ]

    /// The checks a paragraph must pass to be usable.
    package var gate: PassageGate

    public init(gate: PassageGate = PassageGate()) {
        self.gate = gate
    }

    /// The usable prose paragraphs of `wikitext`, in article order.
    package func paragraphs(from wikitext: String) -> [ProseParagraph] {
        strip(wikitext).paragraphs
    }

    /// Every paragraph of an article, usable or withheld, in article order.
    public struct Result: Sendable {
        package var entries: [StrippedParagraph]
        /// The usable paragraphs.
        package var paragraphs: [ProseParagraph] { entries.filter(\.isUsable).map(\.paragraph) }
        /// The paragraphs withheld, each with its reason; never shown.
        package var withheld: [StrippedParagraph] { entries.filter { !$0.isUsable } }
    }

    /// Strips `wikitext`, reporting every paragraph and why any is withheld.
    package func strip(_ wikitext: String) -> Result {
        let expanded = Self.expand(wikitext)
        var reader = BlockReader()
        expanded.withUnsafeBufferPointer { reader.read($0) }
        return Result(entries: reader.entries.map { $0.judged(by: gate) })
    }

    /// The paragraphs of `wikitext` one at a time, in article order: the
    /// same entries as `strip(_:)`, but a caller that needs only the leading
    /// ones (a puzzle passage) stops early, and the markup and lines after
    /// them are never expanded or cleaned.
    public func strippedParagraphs(from wikitext: String) -> StrippedParagraphSequence {
        StrippedParagraphSequence(wikitext: wikitext, gate: gate)
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
public struct StrippedParagraphSequence: Sequence, IteratorProtocol, Sendable {
    /// Read in place (`String.withUTF8`): an article's tens of kilobytes
    /// are not copied for a passage that reads only its opening.
    private var wikitext: String
    private let gate: PassageGate
    private var expansion = MarkupExpander.Progress()
    private var reader = BlockReader()
    private var nextIndex = 0
    /// Entries made whole beforehand (an HTML article's, `HTMLStripper`), given in order instead.
    private var prepared: [StrippedParagraph]?

    fileprivate init(wikitext: String, gate: PassageGate) {
        self.wikitext = wikitext
        self.gate = gate
    }

    init(entries: [StrippedParagraph], gate: PassageGate) {
        self.wikitext = ""
        self.gate = gate
        prepared = entries
    }

    /// Wikitext bytes expanded so far: the work of the paragraphs taken
    /// (the generator's tests check a passage reads no further).
    public var wikitextBytesRead: Int { expansion.inputBytesRead }

    public mutating func next() -> StrippedParagraph? {
        nextUnjudged().map(judged)
    }

    /// The next paragraph before the gate has read it, for a caller that
    /// needs the verdict on some paragraphs only (`PassageRunSequence`).
    mutating func nextUnjudged() -> UnjudgedParagraph? {
        if let prepared {
            guard nextIndex < prepared.count else { return nil }
            defer { nextIndex += 1 }
            return UnjudgedParagraph(entry: prepared[nextIndex], awaitsGate: false)
        }
        while nextIndex == reader.entries.count, !reader.isFinished {
            wikitext.withUTF8 { input in
                MarkupExpander.withSettledLine(input, progress: &expansion, from: reader.lineStart) {
                    reader.readLine($0)
                }
            }
        }
        guard nextIndex < reader.entries.count else { return nil }
        defer { nextIndex += 1 }
        return reader.entries[nextIndex]
    }

    /// `paragraph` with this sequence's gate's verdict.
    func judged(_ paragraph: UnjudgedParagraph) -> StrippedParagraph {
        paragraph.judged(by: gate)
    }
}

/// Reads expanded wikitext line by line, tracking sections and collecting
/// paragraphs, which the gate judges as they are taken.
private struct BlockReader: Sendable {
    var entries: [UnjudgedParagraph] = []
    private var section = ""
    /// True until the first paragraph of the article or of the current section.
    private var atSectionStart = true
    /// True when a block a reader saw was removed since the last paragraph.
    private var blockRemoved = false
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

    /// A block a reader saw is gone: the paragraph before ends, and a passage may not run on past it.
    private mutating func removeBlock() {
        flush()
        if skippingBelowLevel == nil { blockRemoved = true }
    }

    private mutating func line(_ raw: UnsafeBufferPointer<UInt8>) {
        if raw.first == StripMarker.indentedLine {
            // Preformatted text, unless the line holds nothing visible at all.
            if raw.contains(where: {
                !ASCII.isSpace($0) && $0 != StripMarker.indentedLine && !StripMarker.isRemoval($0)
            }) {
                removeBlock()
            }
            return
        }
        var lo = 0
        var hi = raw.count
        while lo < hi, ASCII.isSpace(raw[lo]) || raw[lo] == StripMarker.indentedLine { lo += 1 }
        while hi > lo, ASCII.isSpace(raw[hi - 1]) || raw[hi - 1] == 0x0D { hi -= 1 }
        guard lo < hi else { return flush() }
        // A line holding only removal marks: a removed block ends the
        // paragraph like a list; removed templates leave a blank line.
        if raw[lo..<hi].allSatisfy({ StripMarker.isRemoval($0) || ASCII.isSpace($0) }) {
            if raw[lo..<hi].contains(where: { $0 == StripMarker.removedBlock || $0 == StripMarker.formula }) {
                return removeBlock()
            }
            return flush()
        }
        let first = raw[lo]
        if first == UInt8(ascii: "="), raw[hi - 1] == UInt8(ascii: "="), hi - lo >= 3 {
            flush()
            heading(UnsafeBufferPointer(rebasing: raw[lo..<hi]))
            return
        }
        switch first {
        case UInt8(ascii: "*"), UInt8(ascii: "#"), UInt8(ascii: ":"), UInt8(ascii: ";"),
            UInt8(ascii: "|"), UInt8(ascii: "!"):
            return removeBlock()
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
        let inner = Array(line[level..<(line.count - level)]).filter { !StripMarker.isRemoval($0) }
        let title = String(decoding: ProseNormalizer.normalize(inner) ?? [], as: UTF8.self)
        if let skipping = skippingBelowLevel, level > skipping { return }
        skippingBelowLevel = WikitextStripper.isApparatus(title) ? level : nil
        section = title
        atSectionStart = true
        blockRemoved = false
    }

    private mutating func flush() {
        guard !pending.isEmpty else { return }
        defer { pending.removeAll(keepingCapacity: true) }
        guard
            let entry = MarkedParagraph.unjudged(
                pending, section: section, startsSection: atSectionStart,
                followsRemovedBlock: blockRemoved)
        else { return }
        entries.append(entry)
        atSectionStart = false
        blockRemoved = false
    }
}
