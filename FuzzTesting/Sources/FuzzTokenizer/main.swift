import BlanksModel
import BlanksText
import FuzzCommon

/// The tokenizer on arbitrary text: over the whole text and over each
/// sentence the segmenter finds (as the passage analyzer does). Checks that
/// every token lies inside the text.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let text = FuzzInput.string(start, count)
    let length = text.utf16.count
    let tokenizer = Tokenizer()
    func check(_ tokens: [Token]) {
        for token in tokens {
            guard token.start >= 0, token.length >= 0, token.start + token.length <= length else {
                fatalError("token \(token) outside the text (utf16 length \(length))")
            }
        }
    }
    check(tokenizer.tokens(in: text))
    for sentence in SentenceSegmenter().sentences(in: text) {
        check(tokenizer.tokens(in: text, range: sentence))
    }
    return 0
}
