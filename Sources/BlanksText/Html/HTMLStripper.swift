/// Turns an article's rendered HTML (MediaWiki's parser output, as Kiwix
/// ZIM archives hold it) into the prose paragraphs a reader sees, in
/// document order, each with its section, and decides which are usable —
/// the same entries `WikitextStripper` gives for wikitext, judged by the same
/// rules (`MarkedParagraph`, the `PassageGate`).
///
/// Paragraphs are the body's `<p>` elements. Elements are kept, dropped or
/// marked by `HTMLElementRole`: apparatus (references, infoboxes, navboxes,
/// figures, hatnotes, coordinates, hidden elements, scripts, styles) goes
/// without a trace; a list, table or quotation between paragraphs breaks a
/// passage's run and inside one leaves a hole; a formula withholds its
/// paragraph. Sections titled like apparatus ("References", "See also") are
/// left out with their subsections. Entities are decoded once, control
/// characters dropped, and inline elements joined as the browser shows them
/// (their text and the spaces between).
///
/// One pass of `HTMLTokenizer` with a stack of open elements at most
/// `limits.depth` deep: linear in the HTML. Past a limit the reading stops;
/// the paragraphs before it stand (`Result.stoppedAt` says where).
public struct HTMLStripper: Sendable {
    package var gate: PassageGate
    package var limits: HTMLLimits

    public init(gate: PassageGate = PassageGate(), limits: HTMLLimits = HTMLLimits()) {
        self.gate = gate
        self.limits = limits
    }

    public struct Result: Sendable {
        public var entries: [StrippedParagraph]
        /// Set when the HTML passed a limit: nothing after that point was read.
        public var stoppedAt: HTMLLimitError?
        package var paragraphs: [ProseParagraph] { entries.filter(\.isUsable).map(\.paragraph) }
    }

    /// The usable prose paragraphs of `html`, in document order.
    package func paragraphs(from html: String) -> [ProseParagraph] {
        strip(html).paragraphs
    }

    /// Every paragraph of `html`, usable or withheld, in document order.
    public func strip(_ html: String) -> Result {
        var bytes = Array(html.utf8)
        return bytes.withUnsafeMutableBufferPointer { buffer in
            var reader = HTMLProseReader(html: UnsafeBufferPointer(buffer), gate: gate, limits: limits)
            return reader.read()
        }
    }
}

/// The state of one reading: open elements, the paragraph or heading being
/// collected, the section and whether a removed block broke the run.
private struct HTMLProseReader {
    let html: UnsafeBufferPointer<UInt8>
    let gate: PassageGate
    let limits: HTMLLimits
    var tokenizer: HTMLTokenizer

    struct Open {
        var name: String
        var role: HTMLElementRole
        /// For a `<sup>` or `<sub>` in a paragraph: where its text starts in `pending`.
        var scriptStart: Int? = nil
    }

    var stack: [Open] = []
    /// Index in `stack` of the element whose content is being dropped.
    var droppedFrom: Int?
    /// Index in `stack` of the open `<p>`.
    var paragraphAt: Int?
    /// Index in `stack` of the open heading, and its level.
    var headingAt: Int?
    var headingLevel = 0
    var pending: [UInt8] = []
    var headingText: [UInt8] = []
    var entries: [StrippedParagraph] = []
    var section = ""
    var atSectionStart = true
    var blockRemoved = false
    /// Level of the apparatus heading being skipped, if any.
    var skippingBelowLevel: Int?

    init(html: UnsafeBufferPointer<UInt8>, gate: PassageGate, limits: HTMLLimits) {
        self.html = html
        self.gate = gate
        self.limits = limits
        tokenizer = HTMLTokenizer(html, limits: limits)
    }

    /// Elements whose start closes an open paragraph, as HTML parsing does.
    static let closesParagraph: Set<String> = [
        "address", "article", "aside", "blockquote", "details", "div", "dl", "fieldset", "figure", "footer", "form",
        "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "main", "menu", "nav", "ol", "p", "pre", "section",
        "table", "ul"
    ]

    mutating func read() -> HTMLStripper.Result {
        var stoppedAt: HTMLLimitError?
        do {
            while let token = try tokenizer.next() { try take(token) }
        } catch {
            stoppedAt = error
        }
        if stoppedAt == nil { flush() }
        return HTMLStripper.Result(entries: entries, stoppedAt: stoppedAt)
    }

    private mutating func take(_ token: HTMLToken) throws(HTMLLimitError) {
        switch token {
        case .text(let range): text(range)
        case .startTag(let tag): try start(tag)
        case .endTag(let name): end(name)
        }
    }

    private mutating func start(_ tag: HTMLStartTag) throws(HTMLLimitError) {
        if droppedFrom != nil {
            if !tag.isVoid { try push(Open(name: tag.name, role: .content)) }
            return
        }
        if paragraphAt != nil, Self.closesParagraph.contains(tag.name) { closeParagraph() }
        let role = HTMLElementRole(tag)
        switch role {
        case .space:
            append(0x20)
            return
        case .apparatus, .removedBlock, .removedInline, .formula, .unrenderedTemplate:
            if paragraphAt != nil || headingAt != nil {
                if role == .removedBlock || role == .removedInline || role == .unrenderedTemplate {
                    append(StripMarker.removed)
                }
                if role == .formula { append(StripMarker.formula) }
            } else if role == .removedBlock || role == .formula, skippingBelowLevel == nil {
                flush()
                blockRemoved = true
            }
            if tag.isVoid { return }
            droppedFrom = stack.count
        case .paragraph:
            if tag.isVoid { return }
            if headingAt == nil {
                flush()
                paragraphAt = stack.count
            }
        case .heading(let level):
            if tag.isVoid { return }
            flush()
            headingAt = stack.count
            headingLevel = level
            headingText.removeAll(keepingCapacity: true)
        case .content:
            if tag.isVoid { return }
            if tag.name == "sup" || tag.name == "sub", paragraphAt != nil, headingAt == nil {
                return try push(Open(name: tag.name, role: role, scriptStart: pending.count))
            }
        }
        try push(Open(name: tag.name, role: role))
    }

    private mutating func push(_ open: Open) throws(HTMLLimitError) {
        guard stack.count < limits.depth else { throw .tooDeep(offset: tokenizer.offset, limit: limits.depth) }
        stack.append(open)
    }

    /// Closes the innermost open element named `name` and every element
    /// opened inside it; a stray end tag (`</p>` aside) is ignored.
    private mutating func end(_ name: String) {
        guard let index = stack.lastIndex(where: { $0.name == name }) else { return }
        if let dropped = droppedFrom, index > dropped { return stack.removeLast(stack.count - index) }
        while stack.count > index { pop() }
    }

    private mutating func pop() {
        let index = stack.count - 1
        let open = stack.removeLast()
        if let start = open.scriptStart, paragraphAt != nil, start <= pending.count {
            raiseOrLower(from: start, superscript: open.name == "sup")
        }
        if droppedFrom == index { droppedFrom = nil }
        if paragraphAt == index { closeParagraph() }
        if headingAt == index { closeHeading() }
    }

    /// The text of a `<sup>` or `<sub>` as the raised or lowered characters
    /// the wikitext stripper gives ("km²", "H₂O"), when it has them; a
    /// formula mark when it is notation they cannot write (`ScriptDigits`).
    private mutating func raiseOrLower(from start: Int, superscript: Bool) {
        let content = Array(pending[start...])
        let rendered = content.withUnsafeBufferPointer { ScriptDigits.render($0, superscript: superscript) }
        guard let rendered else {
            if content.withUnsafeBufferPointer(ScriptDigits.isNotation) { pending.append(StripMarker.formula) }
            return
        }
        pending.replaceSubrange(start..., with: rendered)
    }

    private mutating func closeParagraph() {
        paragraphAt = nil
        flush()
    }

    private mutating func closeHeading() {
        headingAt = nil
        let cleaned = headingText.filter { !StripMarker.isRemoval($0) }
        let title = String(decoding: ProseNormalizer.normalize(cleaned) ?? [], as: UTF8.self)
            .trimmingCharacters(in: .whitespaces)
        if let skipping = skippingBelowLevel, headingLevel > skipping { return }
        skippingBelowLevel = WikitextStripper.isApparatus(title) ? headingLevel : nil
        section = title
        atSectionStart = true
        blockRemoved = false
    }

    private mutating func text(_ range: Range<Int>) {
        guard droppedFrom == nil, paragraphAt != nil || headingAt != nil else { return }
        var i = range.lowerBound
        while i < range.upperBound {
            let byte = html[i]
            if byte == UInt8(ascii: "&") {
                i = entity(at: i, end: range.upperBound)
                continue
            }
            if byte < 0x20 || byte == 0x7F {
                if HTMLTokenizer.isSpace(byte) { append(0x20) }  // other control characters are dropped
            } else {
                append(byte)
            }
            i += 1
        }
    }

    /// Decodes the reference at `start` (an `&`) into the text, dropping one
    /// that stands for a control character, and returns where the text goes on.
    /// A literal `&` is written `&amp;`: the normalizer decodes the paragraph
    /// once more, so the text is decoded exactly once.
    private mutating func entity(at start: Int, end: Int) -> Int {
        let window = Array(html[start..<min(end, start + 40)])
        guard let (scalar, length) = HTMLEntities.reference(in: window, at: 0) else {
            append(contentsOf: Array("&amp;".utf8))
            return start + 1
        }
        let value = scalar.value
        if value == 0x26 {
            append(contentsOf: Array("&amp;".utf8))
        } else if value >= 0x20, !(0x7F...0x9F).contains(value) {
            append(contentsOf: Array(String(Character(scalar)).utf8))
        } else if value == 0x09 || value == 0x0A || value == 0x0D {
            append(0x20)
        }
        return start + length
    }

    private mutating func append(_ byte: UInt8) {
        if headingAt != nil { headingText.append(byte) } else if paragraphAt != nil { pending.append(byte) }
    }

    private mutating func append(contentsOf bytes: [UInt8]) {
        if headingAt != nil { headingText += bytes } else if paragraphAt != nil { pending += bytes }
    }

    private mutating func flush() {
        guard !pending.isEmpty else { return }
        defer { pending.removeAll(keepingCapacity: true) }
        guard skippingBelowLevel == nil else { return }
        guard
            let entry = MarkedParagraph.entry(
                pending, section: section, gate: gate, startsSection: atSectionStart,
                followsRemovedBlock: blockRemoved)
        else { return }
        entries.append(entry)
        atSectionStart = false
        blockRemoved = false
    }
}
