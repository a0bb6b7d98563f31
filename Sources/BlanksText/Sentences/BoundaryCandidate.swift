/// A place where a sentence may end: a run of terminators (`stop`), the
/// quotes and brackets closed right after it (up to `closersEnd`), then
/// spaces, and `next`, the first character after them — where the next
/// sentence would start. UTF-16 offsets into the paragraph.
package struct BoundaryCandidate: Sendable, Equatable {
    package var stop: Range<Int>
    package var closersEnd: Int
    package var next: Int
    /// Where the sentence that this candidate would end started.
    package var sentenceStart: Int

    package init(stop: Range<Int>, closersEnd: Int, next: Int, sentenceStart: Int) {
        self.stop = stop
        self.closersEnd = closersEnd
        self.next = next
        self.sentenceStart = sentenceStart
    }
}
