import BlanksSupport

/// A run of single letters in a sentence: an inventory or list turned into
/// prose ("long a e o u, short i u") or the variables of a removed formula.
/// A sentence fails with two such letters side by side (only commas,
/// slashes or "and"/"or" between them) or three anywhere. Initials ("J. R. R.
/// Tolkien"), enumerators ("(a)", "(i)"), the words "a", "I" and "O", and
/// capital letters naming things ("vitamins A, C and E", "Plan B") pass.
enum ListDebrisCheck {
    static let joiners: WordSet = [",", "/", "and", "or", ";"]

    static func finds(in text: GatedText) -> Bool {
        for sentence in text.sentences {
            let tokens = sentence.tokens
            var letters: [Int] = []
            for (index, token) in tokens.enumerated() where sentence.facts[index].isLooseLetter(token) {
                let previous = index > 0 ? tokens[index - 1] : ""
                let next = index + 1 < tokens.count ? tokens[index + 1] : ""
                if previous == "(" && next == ")" { continue }
                letters.append(index)
            }
            if letters.count >= 3 { return true }
            for pair in zip(letters, letters.dropFirst()) {
                if tokens[(pair.0 + 1)..<pair.1].allSatisfy({ joiners.contains($0) }) { return true }
            }
        }
        return false
    }
}
