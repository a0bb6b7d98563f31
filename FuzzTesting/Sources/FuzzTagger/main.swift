import BlanksTagger
import FuzzCommon

nonisolated(unsafe) let tagger: POSTagger = {
    do { return try POSTagger.bundled() } catch { fatalError("cannot load the bundled tagger model: \(error)") }
}()

/// The POS tagger on arbitrary tokens: the input split on white space (any
/// string, including empty ones from runs of separators, is a word).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let text = FuzzInput.string(start, count)
    let words = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == " " || $0 == "\n" }).map(
        String.init)
    let tags = tagger.tag(words)
    guard tags.count == words.count else {
        fatalError("\(words.count) words but \(tags.count) tags")
    }
    return 0
}
