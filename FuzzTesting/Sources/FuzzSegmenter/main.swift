import BlanksModel
import BlanksText
import FuzzCommon

/// The sentence segmenter on arbitrary text. Checks that every sentence range
/// lies inside the text and that ranges come in order without overlapping.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let text = FuzzInput.string(start, count)
    let length = text.utf16.count
    var previousEnd = 0
    for range in SentenceSegmenter().sentences(in: text) {
        guard range.start >= previousEnd, range.length >= 0, range.end <= length else {
            fatalError(
                "sentence range \(range) out of order or outside the text (utf16 length \(length), previous end \(previousEnd))"
            )
        }
        previousEnd = range.end
        _ = text.substring(utf16: range)
    }
    return 0
}
