/// The first pass of the stripper: expands or removes everything that nests
/// or spans lines — templates, links, tables, comments, `<ref>` and the other
/// extension tags, HTML tags — leaving line-oriented wikitext (headings,
/// lists, paragraphs, quotes, entities) for the later passes.
///
/// Nesting is tracked on an explicit stack of open constructs, never by
/// recursion, so 10,000 nested templates cost memory, not the call stack.
/// Closing a construct reads and rewrites its content once, so a byte costs
/// one rewrite per construct around it; constructs nested deeper than
/// `maximumDepth` are not expanded, which bounds the whole pass at
/// O(`maximumDepth` × n) time and O(n) memory for n input bytes, however the
/// input nests.
/// An opener is copied to the output when it is met and the whole construct
/// is replaced when it closes; an opener that never closes therefore stays
/// as literal text (as in MediaWiki), which the stripper's markup guard then
/// keeps away from players.
struct MarkupExpander {
    /// How many constructs may enclose one that is still expanded. One
    /// nested deeper becomes `StripMarker.unsafe` (its paragraph is withheld)
    /// with everything inside it, as MediaWiki too stops expanding at a depth
    /// limit and shows an error instead. Articles nest a handful deep.
    static let maximumDepth = 40

    fileprivate enum Kind: Int {
        case template = 0
        case link, table, externalLink
    }

    fileprivate struct Frame {
        var kind: Kind
        /// Output offset of the opener.
        var outStart: Int
        /// Index into `pipes` of this frame's first top-level `|`.
        var pipeBase: Int
        /// How many constructs were open around this one when it opened.
        var depth: Int

        var isTooDeep: Bool { depth >= MarkupExpander.maximumDepth }
    }

    private let input: UnsafeBufferPointer<UInt8>
    private var out: [UInt8] = []
    private var frames: [Frame] = []
    private var pipes: [Int] = []
    private var openCount = [0, 0, 0, 0]
    /// For each extension tag name, an offset from which no closing tag exists.
    private var noClosingTagFrom: [String: Int] = [:]
    /// Bytes of content read by the constructs closed so far: the work that
    /// `maximumDepth` bounds (tests check it stays linear).
    private(set) var closedContentBytes = 0
    /// The next input byte to read.
    private var position = 0
    private var isFinished = false
    /// Where `settledLineBreak(from:)` searches on: the output before it is searched already.
    private var lineBreakSearched = 0

    private init(input: UnsafeBufferPointer<UInt8>) {
        self.input = input
        out.reserveCapacity(input.count / 2)
    }

    /// Expands `input` (UTF-8 wikitext) into line-oriented text.
    static func expand(_ input: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        expandCountingWork(input).text
    }

    /// Expands `input`, also giving `closedContentBytes`.
    static func expandCountingWork(_ input: UnsafeBufferPointer<UInt8>) -> (text: [UInt8], work: Int) {
        var expander = MarkupExpander(input: input)
        _ = expander.run(lineBreakFrom: nil)
        return (expander.out, expander.closedContentBytes)
    }

    /// An expansion paused between calls, without the input pointer (so it is
    /// `Sendable`): `StrippedParagraphSequence` expands an article only as far as
    /// its paragraphs are read, a line at a time.
    struct Progress: Sendable {
        fileprivate var out: [UInt8] = []
        fileprivate var frames: [Frame] = []
        fileprivate var pipes: [Int] = []
        fileprivate var openCount = [0, 0, 0, 0]
        fileprivate var noClosingTagFrom: [String: Int] = [:]
        fileprivate var closedContentBytes = 0
        fileprivate var position = 0
        fileprivate var isFinished = false
        fileprivate var lineBreakSearched = 0

        /// Input bytes expanded so far: the work a lazy reader saved is the rest.
        var inputBytesRead: Int { position }
    }

    private init(input: UnsafeBufferPointer<UInt8>, progress: consuming Progress) {
        self.input = input
        out = progress.out
        frames = progress.frames
        pipes = progress.pipes
        openCount = progress.openCount
        noClosingTagFrom = progress.noClosingTagFrom
        closedContentBytes = progress.closedContentBytes
        position = progress.position
        isFinished = progress.isFinished
        lineBreakSearched = progress.lineBreakSearched
    }

    private consuming func paused() -> Progress {
        Progress(
            out: out, frames: frames, pipes: pipes, openCount: openCount, noClosingTagFrom: noClosingTagFrom,
            closedContentBytes: closedContentBytes, position: position, isFinished: isFinished,
            lineBreakSearched: lineBreakSearched)
    }

    /// Expands `input` (the same bytes on every call with one `progress`) until
    /// the settled output holds a line break at or after `start`, and calls
    /// `body` with the output up to and including that line break, or with
    /// the whole output once the input is read.
    ///
    /// Output is settled when no later input can change it: all of it before
    /// the outermost construct still open (a construct is replaced when it
    /// closes), all of it at the end. The same bytes as `expand` gives, read
    /// in O(bytes expanded) over all calls.
    static func withSettledLine<R>(
        _ input: UnsafeBufferPointer<UInt8>, progress: inout Progress, from start: Int,
        _ body: (_ settled: UnsafeBufferPointer<UInt8>) -> R
    ) -> R {
        // The state is moved, never copied: a second reference to `out` would
        // make its next append copy it, once per line.
        var taken = Progress()
        swap(&taken, &progress)
        var expander = MarkupExpander(input: input, progress: consume taken)
        let lineBreak = expander.run(lineBreakFrom: start)
        let end = lineBreak.map { $0 + 1 } ?? expander.out.count
        let result = expander.out.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[..<end])) }
        progress = (consume expander).paused()
        return result
    }

    /// The first line break at or after `start` in the settled output, if any.
    /// Each byte is searched once over all calls (`lineBreakSearched`).
    private mutating func settledLineBreak(from start: Int) -> Int? {
        let settled = isFinished ? out.count : frames.first?.outStart ?? out.count
        var j = max(start, lineBreakSearched)
        while j < settled, out[j] != UInt8(ascii: "\n") { j += 1 }
        lineBreakSearched = j
        return j < settled ? j : nil
    }

    /// Bytes that may start markup; everything else is copied in runs.
    private static let special: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for b in 0..<0x20 where b != 0x09 { table[b] = true }
        for c in "<{}[]|_" { table[Int(c.asciiValue ?? 0)] = true }
        return table
    }()

    /// Expands from `position` to the end of the input, or — when `lineBreakFrom`
    /// is given — until the settled output holds a line break at or after it,
    /// which it returns.
    private mutating func run(lineBreakFrom: Int?) -> Int? {
        Self.special.withUnsafeBufferPointer { run(special: $0, lineBreakFrom: lineBreakFrom) }
    }

    private mutating func run(special: UnsafeBufferPointer<Bool>, lineBreakFrom: Int?) -> Int? {
        let n = input.count
        var i = position
        defer { position = i }
        if i == 0, out.isEmpty, n > 0, ASCII.isSpace(input[0]) { out.append(StripMarker.indentedLine) }
        while i < n {
            if let start = lineBreakFrom, let lineBreak = settledLineBreak(from: start) { return lineBreak }
            let runStart = i
            while i < n, !special[Int(input[i])] { i += 1 }
            if i > runStart { out.append(contentsOf: UnsafeBufferPointer(rebasing: input[runStart..<i])) }
            guard i < n else { break }
            let b = input[i]
            let next: UInt8 = i + 1 < n ? input[i + 1] : 0
            switch b {
            case UInt8(ascii: "<"):
                if let resume = angleBracket(at: i) {
                    i = resume
                } else {
                    out.append(b)
                    i += 1
                }
            case UInt8(ascii: "{"):
                if next == UInt8(ascii: "{") {
                    open(.template, at: i, length: 2)
                    i += 2
                } else if next == UInt8(ascii: "|"), atLineStart(i) {
                    open(.table, at: i, length: 2)
                    i += 2
                } else {
                    out.append(b)
                    i += 1
                }
            case UInt8(ascii: "}"):
                if next == UInt8(ascii: "}"), openCount[Kind.template.rawValue] > 0 {
                    closeTemplate(followedBy: i + 2 < n ? input[i + 2] : nil)
                    i += 2
                } else {
                    out.append(b)
                    i += 1
                }
            case UInt8(ascii: "["):
                if next == UInt8(ascii: "[") {
                    open(.link, at: i, length: 2)
                    i += 2
                } else if startsURL(at: i + 1) {
                    open(.externalLink, at: i, length: 1)
                    i += 1
                } else {
                    out.append(b)
                    i += 1
                }
            case UInt8(ascii: "]"):
                if next == UInt8(ascii: "]"), openCount[Kind.link.rawValue] > 0 {
                    i = closeLink(resumeAt: i + 2)
                } else if frames.last?.kind == .externalLink {
                    closeExternalLink()
                    i += 1
                } else {
                    out.append(b)
                    i += 1
                }
            case UInt8(ascii: "|"):
                if next == UInt8(ascii: "}"), openCount[Kind.table.rawValue] > 0, atLineStart(i) {
                    closeTable()
                    i += 2
                } else {
                    if let top = frames.last, top.kind == .template || top.kind == .link {
                        pipes.append(out.count)
                    }
                    out.append(b)
                    i += 1
                }
            case UInt8(ascii: "_"):
                if let end = magicWordEnd(at: i) {
                    i = end
                } else {
                    out.append(b)
                    i += 1
                }
            case UInt8(ascii: "\n"):
                if frames.last?.kind == .externalLink { abandonTop() }
                out.append(b)
                i += 1
                if i < n, ASCII.isSpace(input[i]) { out.append(StripMarker.indentedLine) }
            default:
                // Other control bytes (including \r and the markers) are dropped.
                i += 1
            }
        }
        isFinished = true
        return lineBreakFrom.flatMap { settledLineBreak(from: $0) }
    }

    // MARK: - Frames

    /// Opens a construct whose opener is the `length` input bytes at `i`.
    private mutating func open(_ kind: Kind, at i: Int, length: Int) {
        frames.append(Frame(kind: kind, outStart: out.count, pipeBase: pipes.count, depth: frames.count))
        openCount[kind.rawValue] += 1
        out.append(contentsOf: UnsafeBufferPointer(rebasing: input[i..<(i + length)]))
    }

    /// Leaves the innermost open construct as literal text; its pipes now belong to its parent.
    private mutating func abandonTop() {
        guard let top = frames.popLast() else { return }
        openCount[top.kind.rawValue] -= 1
    }

    /// Pops constructs above the innermost one of `kind` (they stay literal)
    /// and returns that one, or nil when it is too deep to expand: it is then
    /// already replaced by the unsafe marker.
    private mutating func popFrame(_ kind: Kind) -> Frame? {
        while let top = frames.last, top.kind != kind { abandonTop() }
        guard let frame = frames.popLast() else { return nil }
        openCount[kind.rawValue] -= 1
        guard !frame.isTooDeep else {
            replace(frame, with: [StripMarker.unsafe])
            return nil
        }
        closedContentBytes += out.count - frame.outStart
        return frame
    }

    /// Replaces the output from `frame`'s opener onwards with `replacement`.
    private mutating func replace(_ frame: Frame, with replacement: [UInt8]) {
        out.removeSubrange(frame.outStart...)
        out.append(contentsOf: replacement)
        pipes.removeSubrange(min(frame.pipeBase, pipes.count)...)
    }

    /// The `|`-separated fields of a frame's content (after its opener).
    private func fields(of frame: Frame, openerLength: Int) -> [ArraySlice<UInt8>] {
        var result: [ArraySlice<UInt8>] = []
        var start = frame.outStart + openerLength
        for p in pipes[min(frame.pipeBase, pipes.count)...] where p >= start {
            result.append(out[start..<p])
            start = p + 1
        }
        result.append(out[start..<out.count])
        return result
    }

    /// Replaces a closed template with its rendering; `next` is the input byte
    /// after its `}}`, which tells whether it stands between two letters.
    private mutating func closeTemplate(followedBy next: UInt8?) {
        guard let frame = popFrame(.template) else { return }
        let parts = fields(of: frame, openerLength: 2)
        let betweenLetters =
            frame.outStart > 0 && ASCII.isLetter(out[frame.outStart - 1]) && next.map(ASCII.isLetter) == true
        replace(frame, with: TemplateRenderer.render(fields: parts, betweenLetters: betweenLetters))
    }

    /// A table is content a reader saw: its block mark keeps a passage from running across it.
    private mutating func closeTable() {
        guard let frame = popFrame(.table) else { return }
        replace(frame, with: [StripMarker.removedBlock])
    }

    private mutating func closeExternalLink() {
        guard let frame = popFrame(.externalLink) else { return }
        let content = out[(frame.outStart + 1)...]
        var label: [UInt8] = []
        if let space = content.firstIndex(where: { $0 == UInt8(ascii: " ") }) {
            label = Array(content[(space + 1)...])
        }
        replace(frame, with: label)
    }

    /// Closes a `[[…]]` link whose `]]` ends just before `resumeAt`; returns
    /// where scanning continues (after the link trail, if the link shows text).
    private mutating func closeLink(resumeAt: Int) -> Int {
        guard let frame = popFrame(.link) else { return resumeAt }
        let contentStart = frame.outStart + 2
        let firstPipe = pipes[min(frame.pipeBase, pipes.count)...].first { $0 >= contentStart }
        let shown = WikiLink.visibleRange(content: out[contentStart...], firstPipe: firstPipe)
        pipes.removeSubrange(min(frame.pipeBase, pipes.count)...)
        guard let shown else {
            out.removeSubrange(frame.outStart...)
            return resumeAt
        }
        // The link becomes the run of its own bytes it shows: what follows the run, then what precedes it, cut away.
        out.removeSubrange(shown.upperBound...)
        out.removeSubrange(frame.outStart..<shown.lowerBound)
        var i = resumeAt
        while i < input.count, ASCII.isLower(input[i]) { i += 1 }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: input[resumeAt..<i]))
        return i
    }

    // MARK: - Scanning helpers

    /// True when only spaces or tabs precede `i` on its line.
    private func atLineStart(_ i: Int) -> Bool {
        var j = i - 1
        while j >= 0, ASCII.isSpace(input[j]) { j -= 1 }
        return j < 0 || input[j] == UInt8(ascii: "\n")
    }

    private func startsURL(at i: Int) -> Bool {
        ASCII.hasPrefix(input, at: i, caseInsensitive: "http://")
            || ASCII.hasPrefix(input, at: i, caseInsensitive: "https://")
            || ASCII.hasPrefix(input, at: i, caseInsensitive: "ftp://")
            || ASCII.hasPrefix(input, at: i, caseInsensitive: "//")
            || ASCII.hasPrefix(input, at: i, caseInsensitive: "mailto:")
    }

    /// The end of a behaviour switch such as `__NOTOC__` starting at `i`.
    private func magicWordEnd(at i: Int) -> Int? {
        guard i + 1 < input.count, input[i + 1] == UInt8(ascii: "_") else { return nil }
        var j = i + 2
        while j < input.count, j - i < 40, ASCII.isUpper(input[j]) { j += 1 }
        guard j > i + 2, j + 1 < input.count, input[j] == UInt8(ascii: "_"),
            input[j + 1] == UInt8(ascii: "_")
        else { return nil }
        return j + 2
    }

    /// Handles `<` at `i`: a comment or a known tag. Returns where scanning
    /// continues, or nil when the `<` is plain text.
    private mutating func angleBracket(at i: Int) -> Int? {
        if ASCII.hasPrefix(input, at: i, caseInsensitive: "<!--") {
            var end = find("-->", from: i + 4).map { $0 + 3 } ?? input.count
            // A comment alone on its line vanishes with its line break.
            if out.isEmpty || out.last == UInt8(ascii: "\n"), end < input.count, input[end] == UInt8(ascii: "\n") {
                end += 1
            }
            return end
        }
        guard let tag = HTMLTag.parse(input, at: i) else { return nil }
        switch HTMLTag.role(of: tag.name) {
        case .none:
            return nil
        case .removeTag:
            if tag.name == "sup" || tag.name == "sub", !tag.isClosing, !tag.isSelfClosing,
                let (contentEnd, closeEnd) = closingTag(tag.name, from: tag.end)
            {
                let content = UnsafeBufferPointer(rebasing: input[tag.end..<contentEnd])
                if let raised = ScriptDigits.render(content, superscript: tag.name == "sup") {
                    out.append(contentsOf: raised)
                    return closeEnd
                }
                if ScriptDigits.isNotation(content) { out.append(StripMarker.formula) }
            }
            return tag.end
        case .space:
            out.append(UInt8(ascii: " "))
            return tag.end
        case .removeWithContent, .removeShownInline, .removeShownBlock, .formulaContent, .verbatimContent:
            let role = HTMLTag.role(of: tag.name)
            if tag.isClosing || tag.isSelfClosing { return tag.end }
            guard let (contentEnd, closeEnd) = closingTag(tag.name, from: tag.end) else { return tag.end }
            switch role {
            case .formulaContent: out.append(StripMarker.formula)
            case .removeShownInline: out.append(StripMarker.removed)
            case .removeShownBlock: out.append(StripMarker.removedBlock)
            default: break
            }
            if role == .verbatimContent {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: input[tag.end..<contentEnd]))
            }
            return closeEnd
        }
    }

    /// Finds `</name…>` from `start`: the offset of its `<` and the offset after its `>`.
    private mutating func closingTag(_ name: String, from start: Int) -> (Int, Int)? {
        if let dead = noClosingTagFrom[name], dead <= start { return nil }
        var j = start
        while let lt = find("</", from: j) {
            if let tag = HTMLTag.parse(input, at: lt), tag.name == name {
                return (lt, tag.end)
            }
            j = lt + 2
        }
        noClosingTagFrom[name] = start
        return nil
    }

    /// The offset of the next occurrence of `pattern` at or after `start`.
    private func find(_ pattern: StaticString, from start: Int) -> Int? {
        let p = pattern.utf8Start
        let count = pattern.utf8CodeUnitCount
        let first = p[0]
        var j = start
        let last = input.count - count
        while j <= last {
            if input[j] == first {
                var k = 1
                while k < count, input[j + k] == p[k] { k += 1 }
                if k == count { return j }
            }
            j += 1
        }
        return nil
    }
}
