/// A minimal tokenizer for `wikiblanks text tag` until the text pipeline's
/// `Tokenizer` is merged (the lead replaces this type by it): splits on
/// whitespace, cuts punctuation off words, keeps numbers like 10,000 and 3.5
/// whole, and splits the clitics n't 's 're 've 'll 'd 'm, as the treebank does.
struct StandInTokenizer {
    private static let clitics = ["n't", "'s", "'re", "'ve", "'ll", "'d", "'m"]

    /// Tokens of `text` (or of the UTF-16 `range` of it), with UTF-16 ranges into `text`.
    func tokens(in text: String, range: TextRange? = nil) -> [Token] {
        var scalars: [(scalar: Unicode.Scalar, offset: Int)] = []
        var offset = 0
        for scalar in text.unicodeScalars {
            scalars.append((scalar, offset))
            offset += scalar.utf16.count
        }
        let lower = range?.start ?? 0, upper = range?.end ?? offset
        let selected = scalars.filter { $0.offset >= lower && $0.offset < upper }
        var tokens: [Token] = []
        var i = 0
        while i < selected.count {
            let scalar = selected[i].scalar
            if scalar.properties.isWhitespace { i += 1; continue }
            var j = i + 1
            if Self.isWordScalar(scalar) {
                while j < selected.count {
                    let next = selected[j].scalar
                    if Self.isWordScalar(next) { j += 1; continue }
                    // 10,000 and 3.5 and don't stay together; the clitic is cut below.
                    let joins = next == "." || next == "," || next == "'" || next == "\u{2019}"
                    if joins, j + 1 < selected.count, Self.isWordScalar(selected[j + 1].scalar),
                       next == "'" || next == "\u{2019}" || (Self.isDigit(selected[j - 1].scalar) && Self.isDigit(selected[j + 1].scalar)) {
                        j += 2
                        continue
                    }
                    break
                }
            } else {
                while j < selected.count && selected[j].scalar == scalar { j += 1 }
            }
            tokens += split(clitics: Array(selected[i..<j]), text: text, end: j < selected.count ? selected[j].offset : upper)
            i = j
        }
        return tokens
    }

    private func split(clitics piece: [(scalar: Unicode.Scalar, offset: Int)], text: String, end: Int) -> [Token] {
        let word = String(String.UnicodeScalarView(piece.map(\.scalar)))
        let normalized = String(String.UnicodeScalarView(piece.map { $0.scalar == "\u{2019}" ? "'" : $0.scalar })).lowercased()
        for clitic in Self.clitics where normalized.hasSuffix(clitic) && normalized.count > clitic.count {
            let cut = piece.count - clitic.unicodeScalars.count
            let head = String(String.UnicodeScalarView(piece[..<cut].map(\.scalar)))
            let tail = String(String.UnicodeScalarView(piece[cut...].map(\.scalar)))
            return [Token(text: head, start: piece[0].offset, length: piece[cut].offset - piece[0].offset),
                    Token(text: tail, start: piece[cut].offset, length: end - piece[cut].offset)]
        }
        let last = piece[piece.count - 1]
        return [Token(text: word, start: piece[0].offset, length: last.offset + last.scalar.utf16.count - piece[0].offset)]
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar.properties.generalCategory == .nonspacingMark
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.numericType != nil
    }
}
