@testable import BlanksModel
@testable import BlanksText

/// The sentences the shipped segmenter finds in `text`, as strings.
func segmented(_ text: String) -> [String] {
    SentenceSegmenter().sentences(in: text).compactMap { text.substring(utf16: $0).map(String.init) }
}
