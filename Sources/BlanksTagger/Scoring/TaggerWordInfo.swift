/// Everything the features need from one word that does not depend on its
/// neighbours: hashes of its forms, affixes and shape, and its lexicon entry.
/// Computed once per token so the feature loop only combines integers.
package struct TaggerWordInfo: Sendable {
    /// Hash of the lowercased word.
    package var lower: UInt64 = 0
    /// Hash of the word as written (the tag dictionary's key).
    package var exact: UInt64 = 0
    /// Hashes of the first 1…4 characters of the lowercased word (0: word shorter).
    var prefixes: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    /// Hashes of the last 1…4 characters of the lowercased word (0: word shorter).
    var suffixes: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    /// Hash of the word shape: X upper, x lower, d digit, other characters as
    /// themselves, runs cut to two ("Xxx" → "Xxx"… "McDonald's" → "XxXxx'x").
    package var shape: UInt64 = 0
    package var flags: Flags = []
    package var entry = TaggerLexicon.Entry.unknown

    package struct Flags: OptionSet, Sendable {
        package let rawValue: UInt8
        package init(rawValue: UInt8) { self.rawValue = rawValue }
        package static let initialUpper = Flags(rawValue: 1 << 0)
        package static let allUpper = Flags(rawValue: 1 << 1)
        static let digit = Flags(rawValue: 1 << 2)
        static let hyphen = Flags(rawValue: 1 << 3)
        package static let apostrophe = Flags(rawValue: 1 << 4)
        static let letter = Flags(rawValue: 1 << 5)
        static let period = Flags(rawValue: 1 << 6)
        package static let nonASCII = Flags(rawValue: 1 << 7)
    }

    /// The stand-in for words beyond either end of the sentence.
    static let boundary: TaggerWordInfo = {
        var info = TaggerWordInfo()
        info.lower = TaggerHash.string("\u{0}<boundary>")
        info.exact = info.lower
        info.shape = info.lower
        return info
    }()

    init() {}

    /// How many 64-bit words a stored info takes in a model image.
    static let storedCount = 12

    /// The info as a model image stores it: the hashes (lower, exact,
    /// prefixes, suffixes, shape), then the flags in the low byte of the last
    /// word with the packed lexicon entry above them.
    var stored: [UInt64] {
        [
            lower, exact, prefixes.0, prefixes.1, prefixes.2, prefixes.3, suffixes.0, suffixes.1, suffixes.2,
            suffixes.3,
            shape, UInt64(flags.rawValue) | entry.packed << 8
        ]
    }

    /// Reads an info written as `stored`.
    @inline(__always)
    init(stored words: UnsafePointer<UInt64>) {
        lower = words[0]
        exact = words[1]
        prefixes = (words[2], words[3], words[4], words[5])
        suffixes = (words[6], words[7], words[8], words[9])
        shape = words[10]
        flags = Flags(rawValue: UInt8(truncatingIfNeeded: words[11]))
        entry = TaggerLexicon.Entry(packed: words[11] >> 8)
    }

    /// The hash of a word as written (`exact`), without the rest of the info.
    static func exactHash(_ word: String) -> UInt64 {
        var word = word
        return word.withUTF8 { TaggerHash.bytes($0) }
    }

    /// The hash of the lowercased word (`lower`) without the rest of the
    /// info: all a lexicon lookup needs (`TaggerModel.lexiconFacts`).
    static func lowerHash(_ word: String) -> UInt64 {
        var word = word
        let ascii = word.withUTF8 { bytes -> UInt64? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            return TaggerHash.bytes(bytes.lazy.map { Self.lowered($0, true) })
        }
        return ascii ?? TaggerHash.string(word.lowercased())
    }

    package init(word: String, lexicon: TaggerLexicon) {
        self.init(spelling: word)
        if let found = lexicon.entry(lower) { entry = found }
    }

    /// The info of `word` but its lexicon entry (`entry` stays unknown): a
    /// caller looking up many words names each one's lexicon slot before it
    /// reads the first (`TaggerModel.paddedTags`).
    init(spelling word: String) {
        var word = word
        var ascii = true
        word.withUTF8 { bytes in
            for byte in bytes where byte >= 0x80 {
                ascii = false
                break
            }
            exact = TaggerHash.bytes(bytes)
            if ascii {
                hashAffixes(bytes, asciiLowering: true)
                scanShape(ascii: bytes)
            }
        }
        if !ascii {
            var lowered = word.lowercased()
            lowered.withUTF8 { hashAffixes($0, asciiLowering: false) }
            flags.insert(.nonASCII)
            scanShape(word)
        }
    }

    @inline(__always)
    private static func lowered(_ byte: UInt8, _ asciiLowering: Bool) -> UInt8 {
        asciiLowering && byte >= 0x41 && byte <= 0x5a ? byte | 0x20 : byte
    }

    /// Whole-word, prefix and suffix hashes over lowercased UTF-8, counting
    /// characters as Unicode scalars.
    private mutating func hashAffixes(_ bytes: UnsafeBufferPointer<UInt8>, asciiLowering: Bool) {
        var hash = TaggerHash.fnvOffset
        var scalars = 0
        for (offset, byte) in bytes.enumerated() {
            if byte & 0xc0 != 0x80 {
                if scalars >= 1 && scalars <= 4 { Self.set(&prefixes, scalars - 1, TaggerHash.mix(hash)) }
                scalars += 1
            }
            hash = TaggerHash.step(hash, Self.lowered(byte, asciiLowering))
            if offset == bytes.count - 1, scalars <= 4 { Self.set(&prefixes, scalars - 1, TaggerHash.mix(hash)) }
        }
        lower = TaggerHash.mix(hash)
        // Suffixes: walk back to the start of the k-th last scalar, hash forward.
        var position = bytes.count
        for k in 0..<4 where position > 0 {
            repeat { position -= 1 } while position > 0 && bytes[position] & 0xc0 == 0x80
            var suffixHash = TaggerHash.fnvOffset
            for i in position..<bytes.count {
                suffixHash = TaggerHash.step(suffixHash, Self.lowered(bytes[i], asciiLowering))
            }
            Self.set(&suffixes, k, TaggerHash.mix(suffixHash ^ 0x5f))
        }
    }

    @inline(__always)
    private static func set(_ tuple: inout (UInt64, UInt64, UInt64, UInt64), _ index: Int, _ value: UInt64) {
        switch index {
        case 0: tuple.0 = value
        case 1: tuple.1 = value
        case 2: tuple.2 = value
        default: tuple.3 = value
        }
    }

    /// Shape and flags of a word with non-ASCII characters.
    private mutating func scanShape(_ word: String) {
        var scanner = ShapeScanner()
        for scalar in word.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                scanner.add(ascii: UInt8(value))
            } else {
                let properties = scalar.properties
                if properties.isUppercase {
                    scanner.add(symbol: 0x58)
                } else if properties.isAlphabetic {
                    scanner.add(symbol: 0x78)
                } else if properties.numericType != nil {
                    scanner.add(symbol: 0x64)
                } else {
                    scanner.add(symbol: 0x2a)
                }  // *
                if value == 0x2019 { scanner.flags.insert(.apostrophe) }
            }
        }
        scanner.finish(into: &self)
    }

    /// Shape and flags of an ASCII word, straight from its bytes (most words).
    private mutating func scanShape(ascii bytes: UnsafeBufferPointer<UInt8>) {
        var scanner = ShapeScanner()
        for byte in bytes { scanner.add(ascii: byte) }
        scanner.finish(into: &self)
    }

    /// Builds the shape hash and flags one character class at a time.
    private struct ShapeScanner {
        var hash = TaggerHash.fnvOffset
        var last: UInt8 = 0
        var run = 0
        var letters = 0
        var uppers = 0
        var first = true
        var flags: Flags = []

        @inline(__always)
        mutating func add(ascii byte: UInt8) {
            switch byte {
            case 0x41...0x5a: add(symbol: 0x58)  // X
            case 0x61...0x7a: add(symbol: 0x78)  // x
            case 0x30...0x39: add(symbol: 0x64)  // d
            default: add(symbol: byte)
            }
        }

        @inline(__always)
        mutating func add(symbol: UInt8) {
            switch symbol {
            case 0x58:
                letters += 1
                uppers += 1
                if first { flags.insert(.initialUpper) }
            case 0x78: letters += 1
            case 0x64: flags.insert(.digit)
            case 0x2d: flags.insert(.hyphen)
            case 0x27: flags.insert(.apostrophe)
            case 0x2e: flags.insert(.period)
            default: break
            }
            first = false
            if symbol == last {
                run += 1
            } else {
                run = 1
                last = symbol
            }
            if run <= 2 { hash = TaggerHash.step(hash, symbol) }
        }

        func finish(into info: inout TaggerWordInfo) {
            info.flags.formUnion(flags)
            if letters > 0 { info.flags.insert(.letter) }
            if letters > 1 && uppers == letters { info.flags.insert(.allUpper) }
            info.shape = TaggerHash.mix(hash ^ 0x73)
        }
    }
}
