/// A list of characters kept compactly: their UTF-8 bytes back to back plus
/// one byte of length each, so every 10th character of a 100 MB text costs
/// about 2 bytes per entry instead of the 16 of a `[Character]`.
///
/// Joining the characters into one `String` would not do: two neighbours may
/// fuse into one grapheme cluster (two regional indicators become a flag).
package struct CharacterSample: Sequence, Equatable, Sendable {
    private var utf8: [UInt8] = []
    /// Each character's UTF-8 length, or `UInt8.max` when it is in `longLengths`.
    private var lengths: [UInt8] = []
    /// Lengths of the rare characters of 255 bytes or more, in order.
    private var longLengths: [Int] = []

    package init() {}

    package init(_ characters: some Sequence<Character>) {
        for character in characters { append(character) }
    }

    package var count: Int { lengths.count }
    package var isEmpty: Bool { lengths.isEmpty }

    package mutating func append(_ character: Character) {
        let bytes = character.utf8
        utf8.append(contentsOf: bytes)
        if bytes.count < Int(UInt8.max) {
            lengths.append(UInt8(bytes.count))
        } else {
            lengths.append(UInt8.max)
            longLengths.append(bytes.count)
        }
    }

    package func makeIterator() -> Iterator { Iterator(sample: self) }

    package struct Iterator: IteratorProtocol {
        fileprivate let sample: CharacterSample
        private var index = 0
        private var offset = 0
        private var longIndex = 0

        fileprivate init(sample: CharacterSample) { self.sample = sample }

        package mutating func next() -> Character? {
            guard index < sample.lengths.count else { return nil }
            var length = Int(sample.lengths[index])
            if length == Int(UInt8.max) {
                length = sample.longLengths[longIndex]
                longIndex += 1
            }
            let text = String(decoding: sample.utf8[offset..<offset + length], as: UTF8.self)
            index += 1
            offset += length
            return Character(text)
        }
    }
}
