/// The paragraph ends in a colon (perhaps inside closing quotes or
/// brackets): it introduced a list, table, quotation or formula that is not
/// there. A colon inside the text ("Latin: Opus Majus") passes.
enum ColonEndCheck {
    static func finds(in text: GatedText) -> Bool {
        text.withoutClosers.last == ":"
    }
}
