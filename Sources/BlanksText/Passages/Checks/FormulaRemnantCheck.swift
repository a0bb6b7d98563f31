import BlanksSupport

/// What a removed or half-rendered formula leaves: mathematical operators
/// and relation signs (∑ ∈ ≤ ∫ → …), a caret, an operator with a side
/// missing (", = U+FDF2"),
/// a function applied to a variable ("f(x)"), and variables set off by
/// operators ("n + 1", "x / y"), a plus sign between symbols ("H+ + A−"), a
/// Greek letter glued to a Latin one ("Σi"),
/// and superscripts flattened into the line ("10−7", "CnH2n+2": a minus
/// sign or plus inside a run of letters and digits), and two orbital terms in
/// a sentence ("5g18 6f14", `TokenFacts.orbitalTerm`). A maths-heavy paragraph is passed over
/// rather than repaired. Ordinary prose signs pass: "±", "×" between
/// numbers, "−40 °C", "350+ million", "3–5", a dash or slash between
/// words, and an equation typed in words and capitals ("A = Z + N").
enum FormulaRemnantCheck {
    /// Unicode blocks of mathematical operators, arrows and technical symbols.
    static func isMathScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2212:  // the minus sign of "−40 °C" is prose
            return false
        case 0x2200...0x22FF,  // Mathematical Operators
            0x2A00...0x2AFF,  // Supplemental Mathematical Operators
            0x27C0...0x27EF,  // Miscellaneous Mathematical Symbols-A
            0x2980...0x29FF,  // Miscellaneous Mathematical Symbols-B
            0x2190...0x21FF,  // arrows → ⇒ ⇔
            0x1D400...0x1D7FF:  // Mathematical Alphanumeric Symbols
            return true
        default:
            return false
        }
    }

    static let operators: WordSet = ["+", "=", "<", ">", "^", "*", "/", "\u{2212}", "\u{D7}", "\u{2192}", "|"]

    static func finds(in text: GatedText) -> Bool {
        let scalars = text.scalars
        if scalars.contains(where: isMathScalar) || hasLoosePlus(scalars) || isFlattenedExponent(scalars) {
            return true
        }
        for sentence in text.sentences {
            let tokens = sentence.tokens
            let facts = sentence.facts
            var orbitalTermSeen = false
            for (index, token) in tokens.enumerated() {
                let fact = facts[index]
                if fact.contains(.greekAndLatin) { return true }
                if fact.contains(.orbitalTerm) {
                    if orbitalTermSeen { return true }
                    orbitalTermSeen = true
                }
                // The rules below read a variable or an operator, and no operator (nor "^") holds a
                // letter or digit: any other token is passed before its neighbours are read.
                let isVariable = fact.isLooseLetter(token)
                let isOperator = !fact.isWord && operators.contains(token)
                if !fact.isWord, token == "^" { return true }
                guard isVariable || isOperator else { continue }
                let previous = index > 0 ? tokens[index - 1] : ""
                let next = index + 1 < tokens.count ? tokens[index + 1] : ""
                // A variable beside an operator: "n + 1", "x / y", "2 × n".
                if isVariable, operators.contains(previous) || operators.contains(next) { return true }
                // An operator with a side missing: ", = U+FDF2", "( = …".
                if isOperator, [",", "(", ";", ":"].contains(previous) || [",", ")", ";", "."].contains(next) {
                    return true
                }
                // A function applied to a variable: "f ( x )".
                if isVariable, next == "(", index + 3 < tokens.count,
                    facts[index + 2].isLooseLetter(tokens[index + 2]) || facts[index + 2].contains(.opensWithNumber),
                    tokens[index + 3] == ")" || tokens[index + 3] == ","
                {
                    return true
                }
            }
        }
        return false
    }

    /// A minus sign (U+2212) or plus between a letter or digit and a digit,
    /// with no space: "10−7", "m−2", "2n+2". Hyphens ("1990-91") and a
    /// leading sign ("−40 °C", "+1") pass.
    static func isFlattenedExponent(_ scalars: [Unicode.Scalar]) -> Bool {
        guard scalars.count >= 3 else { return false }
        for index in 1..<(scalars.count - 1) where scalars[index] == "\u{2212}" || scalars[index] == "+" {
            let before = scalars[index - 1]
            if ScalarClass.isAlphabetic(before) || ScalarClass.isNumeric(before),
                ScalarClass.isNumeric(scalars[index + 1])
            {
                return true
            }
        }
        return false
    }

    /// A Greek letter glued to a Latin one in a symbol of up to three
    /// letters, as a summation or product left without its formula: "Σi",
    /// "Πk", "xα". Greek words ("Ἀπόλλων", even misspelt "ἄβακoς") pass.
    static func mixesGreekAndLatin(_ token: String) -> Bool {
        let scalars = token.unicodeScalars
        return scalars.count <= 3 && scalars.contains { (0x0370...0x03FF).contains($0.value) }
            && scalars.contains { $0.isASCII && $0.properties.isAlphabetic }
    }

    /// A plus sign set off by spaces between two symbols that are not
    /// numbers: "H+ + A−", "x + y" (a sum of figures, "2 + 2", passes).
    static func hasLoosePlus(_ scalars: [Unicode.Scalar]) -> Bool {
        guard scalars.count >= 5 else { return false }
        for index in 2..<(scalars.count - 2)
        where scalars[index] == "+" && scalars[index - 1] == " " && scalars[index + 1] == " " {
            if !ScalarClass.isNumeric(scalars[index - 2]), !ScalarClass.isNumeric(scalars[index + 2]) {
                return true
            }
        }
        return false
    }
}
