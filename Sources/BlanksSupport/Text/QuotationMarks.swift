/// The quotation marks a token may be, straight and curly, single and
/// double: the rules that read a quoted word (a gloss after "translates",
/// a word a sentence mentions rather than uses) ask the same sets.
package enum QuotationMarks {
    /// Marks that may open a quotation: the straight ones, which also close
    /// one, and the curly opening ones.
    package static let opening = WordSet(["\"", "\u{201C}", "\u{2018}", "'"])

    /// Every mark, opening or closing.
    package static let all = WordSet(["\"", "\u{201C}", "\u{201D}", "'", "\u{2018}", "\u{2019}"])
}
