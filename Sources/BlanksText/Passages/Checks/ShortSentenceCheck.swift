/// A sentence of one or two words ("Sec.", "See History.", "Fig. 4."): a
/// fragment left by a removal or a boundary error, never worth a blank and
/// never what a reader saw as a sentence.
enum ShortSentenceCheck {
    static let minimumWords = 3

    static func finds(in text: GatedText) -> Bool {
        text.sentences.contains { $0.wordCount < minimumWords }
    }
}
