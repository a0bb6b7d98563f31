/// What a `[[…]]` link shows in the rendered article: its label, its target,
/// or nothing at all for files, images, categories and interlanguage links.
enum WikiLink {
    /// Namespaces whose links render as media or page metadata, never as text.
    private static let hiddenNamespaces: Set<String> = ["file", "image", "media", "category"]

    /// Where in `content` (the link's bytes between its brackets) the text it
    /// shows lies, given the position of its first top-level `|` if any; nil
    /// when it shows none. Every text a link can show is a run of its own
    /// bytes (its label, its target, or part of the target), so the expander
    /// cuts the link down to that run in place rather than copying it.
    static func visibleRange(content: ArraySlice<UInt8>, firstPipe: Int?) -> Range<Int>? {
        let target = trimmed(content[..<(firstPipe ?? content.endIndex)])
        guard !target.isEmpty else { return nil }
        let leadingColon = target.first == UInt8(ascii: ":")
        let prefix = namespacePrefix(leadingColon ? target.dropFirst() : target)
        if !leadingColon, let prefix {
            if hiddenNamespaces.contains(prefix.lowercased()) || isLanguageCode(prefix) { return nil }
        }
        if let firstPipe {
            // The label is everything after the first pipe, pipes included.
            let text = trimmed(content[(firstPipe + 1)...])
            if !text.isEmpty { return text.indices }
            return pipeTrick(leadingColon ? target.dropFirst() : target, prefix: prefix).indices
        }
        var shown = leadingColon ? target.dropFirst() : target
        if shown.first == UInt8(ascii: "#") { shown = shown.dropFirst() }
        return shown.indices
    }

    /// `[[Paris (France)|]]` shows "Paris": the target without namespace and parentheses.
    private static func pipeTrick(_ target: ArraySlice<UInt8>, prefix: String?) -> ArraySlice<UInt8> {
        var text = target
        if let prefix, let colon = text.firstIndex(of: UInt8(ascii: ":")), colon - text.startIndex == prefix.utf8.count
        {
            text = text[(colon + 1)...]
        }
        if let paren = text.firstIndex(of: UInt8(ascii: "(")) {
            text = text[..<paren]
        } else if let comma = text.firstIndex(of: UInt8(ascii: ",")) {
            text = text[..<comma]
        }
        return trimmed(text)
    }

    /// The text before the first `:` (underscores as spaces), when it looks like a prefix.
    private static func namespacePrefix(_ target: ArraySlice<UInt8>) -> String? {
        guard let colon = target.firstIndex(of: UInt8(ascii: ":")), colon - target.startIndex <= 20 else { return nil }
        var prefix = ""
        for b in trimmed(target[..<colon]) {
            guard b < 0x80 else { return nil }
            prefix.unicodeScalars.append(Unicode.Scalar(b == UInt8(ascii: "_") ? UInt8(ascii: " ") : b))
        }
        return prefix
    }

    /// Interlanguage prefixes: `fr`, `zh-min-nan`, `simple`, … (lowercase as written).
    private static func isLanguageCode(_ prefix: String) -> Bool {
        if prefix == "simple" { return true }
        let parts = prefix.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, (2...3).contains(first.count) else { return false }
        return parts.allSatisfy { part in !part.isEmpty && part.utf8.allSatisfy(ASCII.isLower) }
    }

    static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var lo = bytes.startIndex
        var hi = bytes.endIndex
        while lo < hi, isTrimmable(bytes[lo]) { lo += 1 }
        while hi > lo, isTrimmable(bytes[hi - 1]) { hi -= 1 }
        return bytes[lo..<hi]
    }

    private static func isTrimmable(_ b: UInt8) -> Bool {
        b == 0x20 || b == 0x09 || b == 0x0A || b == StripMarker.indentedLine
    }
}
