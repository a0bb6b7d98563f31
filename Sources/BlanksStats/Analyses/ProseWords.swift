/// Cuts prose into the words the corpus frequencies count: lowercased runs
/// of letters, with an apostrophe kept between letters ("don't", "o'clock";
/// U+2019 is written as U+0027 so both spellings are one word).
///
/// A run that contains a digit ("1990s", "b2") is dropped rather than cut,
/// and hyphens, dashes and other punctuation separate words. Letters are
/// characters whose first scalar is alphabetic (`Character.isLetter`), so
/// accented letters, composed or not, and non-Latin scripts are words. A
/// word longer than `WordPrefix.maximumBytes` is kept to its first bytes.
package enum ProseWords {
    package static func words(in text: some StringProtocol) -> [String] {
        var words: [String] = []
        var current = WordPrefix()
        var hasDigit = false
        var pendingApostrophe = false

        func endWord() {
            if !current.isEmpty {
                let word = current.finish()
                if !hasDigit { words.append(word) }
            }
            hasDigit = false
            pendingApostrophe = false
        }

        for character in text {
            if character.isLetter || character.isNumber {
                if pendingApostrophe {
                    current.append(Character("'"))
                    pendingApostrophe = false
                }
                hasDigit = hasDigit || character.isNumber
                current.append(character)
            } else if character == "'" || character == "\u{2019}", !current.isEmpty, !pendingApostrophe {
                pendingApostrophe = true
            } else {
                endWord()
            }
        }
        endWord()
        return words
    }
}
