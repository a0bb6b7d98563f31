/// The last pass of the stripper: turns one paragraph's joined lines into
/// the text a reader sees — bold and italic quotes removed, entities
/// decoded, every kind of space made a plain space, removed pronunciations
/// taken out with their separators, and the scars removals leave (`()`,
/// `( `, ` ,`, ` .`, doubled spaces) closed up.
enum ProseNormalizer {
    /// The paragraph's display text, or nil when it holds something that
    /// cannot be shown (math, a computed value).
    static func normalize(_ raw: [UInt8]) -> [UInt8]? {
        if ASCII.contains(raw, StripMarker.unsafe) { return nil }
        let unquoted = removingEmphasisQuotes(raw)
        let decoded = HTMLEntities.decode(unquoted)
        if ASCII.contains(decoded, StripMarker.unsafe) { return nil }
        let spaced = normalizingSpaces(decoded)
        return closingGaps(spaced)
    }

    /// `''italic''`, `'''bold'''` and `'''''both'''''` lose their quotes; a
    /// run of four keeps one apostrophe, as MediaWiki shows it.
    static func removingEmphasisQuotes(_ s: [UInt8]) -> [UInt8] {
        guard ASCII.contains(s, UInt8(ascii: "'")) else { return s }
        var out: [UInt8] = []
        out.reserveCapacity(s.count)
        var i = 0
        while i < s.count {
            let start = i
            while i < s.count, s[i] != UInt8(ascii: "'") { i += 1 }
            out.append(contentsOf: s[start..<i])
            guard i < s.count else { break }
            var j = i
            while j < s.count, s[j] == UInt8(ascii: "'") { j += 1 }
            let run = j - i
            let kept = run == 1 ? 1 : run == 4 ? 1 : run > 5 ? run - 5 : 0
            out.append(contentsOf: repeatElement(UInt8(ascii: "'"), count: kept))
            i = j
        }
        return out
    }

    /// Maps tabs, newlines and Unicode spaces to a plain space and drops
    /// invisible characters (soft hyphen, zero-width space, direction marks).
    static func normalizingSpaces(_ bytes: [UInt8]) -> [UInt8] {
        bytes.withUnsafeBufferPointer { s in
            spaceSensitive.withUnsafeBufferPointer { normalizingSpaces(s, sensitive: $0) }
        }
    }

    private static func normalizingSpaces(
        _ s: UnsafeBufferPointer<UInt8>,
        sensitive: UnsafeBufferPointer<Bool>
    ) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(s.count)
        var i = 0
        let n = s.count
        while i < n {
            let start = i
            while i < n, !sensitive[Int(s[i])] { i += 1 }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: s[start..<i]))
            guard i < n else { break }
            let b = s[i]
            if b < 0x20 {
                if b == 0x09 || b == 0x0A { out.append(0x20) }
                if b == StripMarker.pronunciation { out.append(b) }
                i += 1
            } else if b == 0xC2, i + 1 < n, s[i + 1] == 0xA0 || s[i + 1] == 0xAD {
                if s[i + 1] == 0xA0 { out.append(0x20) }
                i += 2
            } else if b == 0xE2, i + 2 < n, s[i + 1] == 0x80 || s[i + 1] == 0x81 {
                let c = s[i + 2]
                if s[i + 1] == 0x80 {
                    switch c {
                    case 0x80...0x8A, 0xAF: out.append(0x20)  // U+2000–200A, U+202F
                    case 0x8B, 0x8E, 0x8F, 0xAA...0xAE: break  // zero width, direction marks
                    default: out.append(contentsOf: UnsafeBufferPointer(rebasing: s[i...(i + 2)]))
                    }
                } else {
                    switch c {
                    case 0x9F: out.append(0x20)  // U+205F
                    case 0xA0: break  // U+2060 word joiner
                    default: out.append(contentsOf: UnsafeBufferPointer(rebasing: s[i...(i + 2)]))
                    }
                }
                i += 3
            } else if b == 0xEF, i + 2 < n, s[i + 1] == 0xBB, s[i + 2] == 0xBF {
                i += 3  // U+FEFF
            } else if b == 0xE3, i + 2 < n, s[i + 1] == 0x80, s[i + 2] == 0x80 {
                out.append(0x20)  // U+3000
                i += 3
            } else {
                out.append(b)
                i += 1
            }
        }
        return out
    }

    /// Bytes that may start a space-like or invisible character: controls and
    /// the lead bytes of U+00A0/U+00AD, U+2000–U+206F, U+3000 and U+FEFF.
    private static let spaceSensitive: [Bool] = (0..<256).map { $0 < 0x20 || [0xC2, 0xE2, 0xE3, 0xEF].contains($0) }

    /// Bytes the gap-closing pass must look at; all others are copied in runs.
    private static let gapSensitive: [Bool] = (0..<256).map {
        [0x20, 0x2C, 0x3B, 0x2E, 0x29, 0x5D, Int(StripMarker.pronunciation)].contains($0)  // space , ; . ) ]
    }

    /// Bytes after which punctuation or a space can be copied as is.
    private static let plainVisible: [Bool] = (0..<256).map {
        ![0x20, 0x28, 0x5B, 0x2C, 0x3B, Int(StripMarker.pronunciation)].contains($0)  // space ( [ , ;
    }

    private static func isSeparator(_ b: UInt8) -> Bool {
        b == 0x2C || b == 0x3B || b == 0x3A || b == 0x2F  // , ; : /
    }

    private static func isOpener(_ b: UInt8?) -> Bool { b == 0x28 || b == 0x5B }  // ( [

    /// Collapses spaces and closes the gaps removed markup leaves behind.
    static func closingGaps(_ bytes: [UInt8]) -> [UInt8] {
        bytes.withUnsafeBufferPointer { s in
            gapSensitive.withUnsafeBufferPointer { sensitive in
                plainVisible.withUnsafeBufferPointer { closingGaps(s, sensitive: sensitive, plain: $0) }
            }
        }
    }

    private static func closingGaps(
        _ s: UnsafeBufferPointer<UInt8>, sensitive: UnsafeBufferPointer<Bool>,
        plain: UnsafeBufferPointer<Bool>
    ) -> [UInt8] {
        var o: [UInt8] = []
        o.reserveCapacity(s.count)
        let n = s.count
        var i = 0
        while i < n {
            let start = i
            // Copy a run of ordinary bytes, including single spaces between ordinary bytes.
            while i < n {
                let b = s[i]
                // A sensitive byte right after an ordinary visible one needs no
                // repair, except a space before another sensitive byte (" ,", "  ").
                if !sensitive[Int(b)]
                    || (b != StripMarker.pronunciation && i > start && plain[Int(s[i - 1])]
                        && (b != 0x20 || (i + 1 < n && !sensitive[Int(s[i + 1])])))
                {
                    i += 1
                } else {
                    break
                }
            }
            o.append(contentsOf: UnsafeBufferPointer(rebasing: s[start..<i]))
            guard i < n else { break }
            let c = s[i]
            switch c {
            case StripMarker.pronunciation:
                while let last = o.last, last == 0x20 || isSeparator(last) { o.removeLast() }
                let runEnd = endOfPronunciationRun(s, from: i + 1)
                let kept = proseSeparator(s[(i + 1)..<runEnd])
                i = runEnd
                let next: UInt8? = i < n ? s[i] : nil
                let closes =
                    next.map {
                        [
                            UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: ","), UInt8(ascii: "."),
                            UInt8(ascii: ";")
                        ].contains($0)
                    } ?? true
                if !o.isEmpty, !isOpener(o.last), !closes {
                    if let kept { o.append(kept) }
                    o.append(0x20)
                }
                continue
            case 0x20:
                if o.isEmpty || o.last == 0x20 || isOpener(o.last) { break }
                o.append(c)
            case UInt8(ascii: ","), UInt8(ascii: ";"):
                if o.last == 0x20 { o.removeLast() }
                if isOpener(o.last) || o.last == UInt8(ascii: ",") || o.last == UInt8(ascii: ";") { break }
                o.append(c)
            case UInt8(ascii: "."):
                let next = i + 1 < n ? s[i + 1] : 0x20
                if o.last == 0x20, !ASCII.isAlphanumeric(next) { o.removeLast() }
                o.append(c)
            case UInt8(ascii: ")"), UInt8(ascii: "]"):
                while let last = o.last, last == 0x20 || last == UInt8(ascii: ",") || last == UInt8(ascii: ";") {
                    o.removeLast()
                }
                let opener = c == UInt8(ascii: ")") ? UInt8(ascii: "(") : UInt8(ascii: "[")
                if o.last == opener {
                    o.removeLast()
                    while o.last == 0x20 { o.removeLast() }
                } else {
                    o.append(c)
                }
            default:
                o.append(c)
            }
            i += 1
        }
        while o.last == 0x20 { o.removeLast() }
        return o
    }

    /// The comma or semicolon that followed a removed pronunciation run, or
    /// nil. Between two pieces of prose it belongs to them, not to the
    /// pronunciation: "Angola {{IPA}}, officially" reads "Angola, officially",
    /// and "(French: Paris {{IPA}}; Breton: Pariz)" keeps the semicolon between
    /// its two labels. Only what follows the run's last pronunciation counts
    /// ("US {{IPA}}, UK {{IPA}} is" has none), and of that the last one, which
    /// separates the whole run from what follows; a colon or slash after a
    /// pronunciation belongs to it.
    private static func proseSeparator(_ run: Slice<UnsafeBufferPointer<UInt8>>) -> UInt8? {
        let tail = run.lastIndex(of: StripMarker.pronunciation).map { run[($0 + 1)...] } ?? run[...]
        return tail.last { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: ";") }
    }

    /// Skips what a removed pronunciation leaves around it: spaces,
    /// separators, further pronunciations, and an "or"/"and" between two of them.
    private static func endOfPronunciationRun(_ s: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var j = start
        let n = s.count
        while j < n {
            let b = s[j]
            if b == 0x20 || isSeparator(b) || b == StripMarker.pronunciation {
                j += 1
                continue
            }
            var k = j
            if s[j...].starts(with: "or ".utf8) {
                k = j + 3
            } else if s[j...].starts(with: "and ".utf8) {
                k = j + 4
            }
            guard k > j else { break }
            while k < n, s[k] == 0x20 { k += 1 }
            guard k < n, s[k] == StripMarker.pronunciation else { break }
            j = k
        }
        return j
    }
}
