/// A count with its noun in the right number ("1 page", "7 pages"): lines a person reads
/// say "1 sentence", never "1 sentences". Nouns here take a plain `s`.
package enum Plural {
    package static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
