import BlanksText
import FuzzCommon

/// The wikitext stripper on arbitrary UTF-8 (a revision's content).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let text = FuzzInput.string(start, count)
    var paragraphs = 0
    for paragraph in WikitextStripper().strippedParagraphs(from: text) {
        paragraphs += 1
        _ = paragraph.text.utf16.count
        _ = paragraph.paragraph.section.utf8.count
        _ = paragraph.defect
    }
    _ = paragraphs
    return 0
}
