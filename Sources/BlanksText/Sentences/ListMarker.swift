/// A list item marker: "1.)", "2)", "a.", "b)", "•", "• 9.", "⁃10.".
///
/// A paragraph that opens with a marker is a list written on one line
/// ("1.) The first item 2.) The second item"): each later marker of the same
/// list (the same bullet, or the next number or letter in the same style)
/// starts a sentence even without a full stop before it, and the full stop
/// inside a marker never ends one.
struct ListMarker: Sendable, Equatable {
    /// What follows a number or letter: "1." "1)" "1.)".
    enum Suffix: Sendable, Equatable { case dot, parenthesis, dotParenthesis }

    /// An item's number (1–999) or letter (a = 1 … z = 26) and its suffix.
    struct Ordinal: Sendable, Equatable {
        var value: Int
        var isLetter: Bool
        var suffix: Suffix
    }

    /// The bullet character, when the marker has one.
    var bullet: UInt16?
    var ordinal: Ordinal?
    /// The marker's characters, without the space after it.
    var range: Range<Int>

    /// The ranges of the markers of the list that opens `text`, in order; empty
    /// when `text` does not open with a marker. One pass: O(n).
    static func items(in text: UnsafeBufferPointer<UInt16>) -> [Range<Int>] {
        var k = 0
        while k < text.count, CharacterClass.isSpace(text[k]) { k += 1 }
        guard var previous = parse(text, at: k) else { return [] }
        var result = [previous.range]
        k = previous.range.upperBound
        while k < text.count {
            if CharacterClass.isSpace(text[k - 1]), let marker = parse(text, at: k), marker.follows(previous) {
                result.append(marker.range)
                previous = marker
                k = marker.range.upperBound
            } else {
                k += 1
            }
        }
        return result
    }

    /// True when `self` is the item after `previous` in the same list.
    func follows(_ previous: ListMarker) -> Bool {
        if let bullet = previous.bullet { return self.bullet == bullet }
        guard bullet == nil, let mine = ordinal, let theirs = previous.ordinal else { return false }
        return mine.isLetter == theirs.isLetter && mine.suffix == theirs.suffix && mine.value == theirs.value + 1
    }

    /// The marker at `i`, if one starts there and a space follows it (a bullet
    /// may touch its item). Reads a bounded number of characters after any
    /// spaces that follow a bullet.
    static func parse(_ text: UnsafeBufferPointer<UInt16>, at i: Int) -> ListMarker? {
        let n = text.count
        guard i < n else { return nil }
        var k = i
        var bullet: UInt16?
        if isBullet(text[k]) {
            bullet = text[k]
            k += 1
            while k < n, CharacterClass.isSpace(text[k]) { k += 1 }
        }
        if let (ordinal, end) = parseOrdinal(text, at: k) {
            return ListMarker(bullet: bullet, ordinal: ordinal, range: i..<end)
        }
        guard bullet != nil else { return nil }
        return ListMarker(bullet: bullet, ordinal: nil, range: i..<(i + 1))
    }

    /// "12." "12)" "12.)" "b." "b)": one to three digits or one lowercase
    /// letter (an uppercase one before a full stop is an initial: "A. Smith"),
    /// its suffix, then a space.
    private static func parseOrdinal(_ text: UnsafeBufferPointer<UInt16>, at i: Int)
        -> (Ordinal, end: Int)?
    {
        let n = text.count
        var k = i
        var value = 0
        var isLetter = false
        while k < n, k - i < 3, CharacterClass.isDigit(text[k]) {
            value = value * 10 + Int(text[k] - 0x30)
            k += 1
        }
        if k == i {
            guard k < n, CharacterClass.isASCIILetter(text[k]) else { return nil }
            value = Int(text[k] | 0x20) - 0x60
            isLetter = true
            k += 1
        }
        guard k < n else { return nil }
        let suffix: Suffix
        if text[k] == 0x29 {
            suffix = .parenthesis
            k += 1
        } else if text[k] == 0x2E, k + 1 < n, text[k + 1] == 0x29 {
            suffix = .dotParenthesis
            k += 2
        } else if text[k] == 0x2E {
            guard !isLetter || CharacterClass.isLowercase(text[i]) else { return nil }
            suffix = .dot
            k += 1
        } else {
            return nil
        }
        guard value > 0, k < n, CharacterClass.isSpace(text[k]) else { return nil }
        return (Ordinal(value: value, isLetter: isLetter, suffix: suffix), k)
    }

    /// Bullets of typed lists: • ◦ ‣ ⁃ ∙ ▪ ▫ ● ○ ■ □ ► ▸ ➢ ✓ ✔ (not "-" or "*",
    /// which are also dashes and footnote marks in prose).
    static func isBullet(_ c: UInt16) -> Bool {
        switch c {
        case 0x2022, 0x25E6, 0x2023, 0x2043, 0x2219, 0x25AA, 0x25AB, 0x25CF, 0x25CB, 0x25A0, 0x25A1,
            0x25BA, 0x25B8, 0x27A2, 0x2713, 0x2714:
            return true
        default:
            return false
        }
    }
}
