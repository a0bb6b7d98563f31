import BlanksText
import FuzzCommon

/// The HTML → prose reading on arbitrary UTF-8 (a ZIM article's content),
/// with small limits so nesting and tag-size errors are reached too.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let text = FuzzInput.string(start, count)
    var limits = HTMLLimits()
    limits.depth = 64
    limits.tagBytes = 4_096
    limits.nameBytes = 64
    let result = HTMLStripper(limits: limits).strip(text)
    for entry in result.entries {
        _ = entry.text.utf16.count
        _ = entry.paragraph.section.utf8.count
        _ = entry.defect
    }
    _ = result.stoppedAt?.description
    return 0
}
