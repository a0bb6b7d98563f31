extension Substring {
    /// The longest prefix of at most `maximumBytes` UTF-8 bytes that ends
    /// between Unicode scalars (it may end inside a grapheme cluster). O(1)
    /// on native strings: it steps back over at most three continuation bytes.
    func prefix(utf8Bytes maximumBytes: Int) -> Substring {
        guard utf8.count > maximumBytes else { return self }
        var cut = utf8.index(utf8.startIndex, offsetBy: Swift.max(0, maximumBytes))
        while cut > utf8.startIndex, UTF8.isContinuation(utf8[cut]) { utf8.formIndex(before: &cut) }
        return self[..<cut]
    }
}
