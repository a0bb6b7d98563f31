/// Decodes the HTML character references that appear in wikitext (`&nbsp;`,
/// `&amp;`, `&#8211;`, `&#x2013;`), so players see characters, not markup.
///
/// Works on UTF-8 bytes because the stripper does; unknown or malformed
/// references are left as written.
package enum HTMLEntities {
    /// Named references MediaWiki articles use, mapped to their Unicode scalars.
    static let named: [String: Unicode.Scalar] = {
        var table: [String: Unicode.Scalar] = [
            "nbsp": "\u{A0}", "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'",
            "ndash": "\u{2013}", "mdash": "\u{2014}", "minus": "\u{2212}", "hellip": "\u{2026}",
            "lsquo": "\u{2018}", "rsquo": "\u{2019}", "sbquo": "\u{201A}", "ldquo": "\u{201C}",
            "rdquo": "\u{201D}", "bdquo": "\u{201E}", "laquo": "\u{AB}", "raquo": "\u{BB}",
            "lsaquo": "\u{2039}", "rsaquo": "\u{203A}", "prime": "\u{2032}", "Prime": "\u{2033}",
            "thinsp": "\u{2009}", "ensp": "\u{2002}", "emsp": "\u{2003}", "zwj": "\u{200D}",
            "zwnj": "\u{200C}", "shy": "\u{AD}", "lrm": "\u{200E}", "rlm": "\u{200F}",
            "times": "\u{D7}", "divide": "\u{F7}", "deg": "\u{B0}", "plusmn": "\u{B1}",
            "middot": "\u{B7}", "bull": "\u{2022}", "sdot": "\u{22C5}", "micro": "\u{B5}",
            "frac12": "\u{BD}", "frac14": "\u{BC}", "frac34": "\u{BE}", "frasl": "\u{2044}",
            "sup1": "\u{B9}", "sup2": "\u{B2}", "sup3": "\u{B3}", "ordf": "\u{AA}", "ordm": "\u{BA}",
            "euro": "\u{20AC}", "pound": "\u{A3}", "yen": "\u{A5}", "cent": "\u{A2}", "curren": "\u{A4}",
            "copy": "\u{A9}", "reg": "\u{AE}", "trade": "\u{2122}", "sect": "\u{A7}", "para": "\u{B6}",
            "dagger": "\u{2020}", "Dagger": "\u{2021}", "permil": "\u{2030}", "larr": "\u{2190}",
            "rarr": "\u{2192}", "uarr": "\u{2191}", "darr": "\u{2193}", "harr": "\u{2194}",
            "le": "\u{2264}", "ge": "\u{2265}", "ne": "\u{2260}", "asymp": "\u{2248}", "equiv": "\u{2261}",
            "infin": "\u{221E}", "sum": "\u{2211}", "prod": "\u{220F}", "radic": "\u{221A}",
            "part": "\u{2202}", "int": "\u{222B}", "isin": "\u{2208}", "forall": "\u{2200}",
            "exist": "\u{2203}", "empty": "\u{2205}", "nabla": "\u{2207}", "cap": "\u{2229}",
            "cup": "\u{222A}", "and": "\u{2227}", "or": "\u{2228}", "not": "\u{AC}", "loz": "\u{25CA}",
            "iexcl": "\u{A1}", "iquest": "\u{BF}", "brvbar": "\u{A6}", "uml": "\u{A8}", "macr": "\u{AF}",
            "acute": "\u{B4}", "cedil": "\u{B8}", "circ": "\u{2C6}", "tilde": "\u{2DC}",
            "szlig": "\u{DF}", "AElig": "\u{C6}", "aelig": "\u{E6}", "OElig": "\u{152}", "oelig": "\u{153}",
            "Oslash": "\u{D8}", "oslash": "\u{F8}", "Aring": "\u{C5}", "aring": "\u{E5}",
            "ETH": "\u{D0}", "eth": "\u{F0}", "THORN": "\u{DE}", "thorn": "\u{FE}",
            "Scaron": "\u{160}", "scaron": "\u{161}", "Yuml": "\u{178}", "fnof": "\u{192}"
        ]
        // Latin-1 letters with diacritics follow one naming pattern: base letter + mark.
        let marks: [(String, [(Character, UInt32)])] = [
            (
                "grave",
                [
                    ("A", 0xC0), ("E", 0xC8), ("I", 0xCC), ("O", 0xD2), ("U", 0xD9),
                    ("a", 0xE0), ("e", 0xE8), ("i", 0xEC), ("o", 0xF2), ("u", 0xF9)
                ]
            ),
            (
                "acute",
                [
                    ("A", 0xC1), ("E", 0xC9), ("I", 0xCD), ("O", 0xD3), ("U", 0xDA), ("Y", 0xDD),
                    ("a", 0xE1), ("e", 0xE9), ("i", 0xED), ("o", 0xF3), ("u", 0xFA), ("y", 0xFD)
                ]
            ),
            (
                "circ",
                [
                    ("A", 0xC2), ("E", 0xCA), ("I", 0xCE), ("O", 0xD4), ("U", 0xDB),
                    ("a", 0xE2), ("e", 0xEA), ("i", 0xEE), ("o", 0xF4), ("u", 0xFB)
                ]
            ),
            ("tilde", [("A", 0xC3), ("N", 0xD1), ("O", 0xD5), ("a", 0xE3), ("n", 0xF1), ("o", 0xF5)]),
            (
                "uml",
                [
                    ("A", 0xC4), ("E", 0xCB), ("I", 0xCF), ("O", 0xD6), ("U", 0xDC),
                    ("a", 0xE4), ("e", 0xEB), ("i", 0xEF), ("o", 0xF6), ("u", 0xFC), ("y", 0xFF)
                ]
            ),
            ("cedil", [("C", 0xC7), ("c", 0xE7)])
        ]
        for (mark, letters) in marks {
            for (letter, value) in letters {
                if let scalar = Unicode.Scalar(value) { table["\(letter)\(mark)"] = scalar }
            }
        }
        // Greek letters: &alpha; … &omega; and &Alpha; … &Omega;.
        let greek = [
            "alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota",
            "kappa", "lambda", "mu", "nu", "xi", "omicron", "pi", "rho", "sigmaf", "sigma",
            "tau", "upsilon", "phi", "chi", "psi", "omega"
        ]
        for (offset, name) in greek.enumerated() {
            if let lower = Unicode.Scalar(0x3B1 + UInt32(offset)) { table[name] = lower }
            if name != "sigmaf", let upper = Unicode.Scalar(0x391 + UInt32(offset)) {
                table[name.prefix(1).uppercased() + name.dropFirst()] = upper
            }
        }
        return table
    }()

    /// Decodes every well-formed reference in `bytes`; everything else is copied.
    package static func decode(_ bytes: [UInt8]) -> [UInt8] {
        guard ASCII.contains(bytes, UInt8(ascii: "&")) else { return bytes }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "&"), let (scalar, length) = reference(in: bytes, at: i) {
                appendUTF8(scalar, to: &out)
                i += length
            } else {
                out.append(b)
                i += 1
            }
        }
        return out
    }

    /// Decodes `string`'s references; a convenience for callers holding text.
    package static func decode(_ string: String) -> String {
        String(decoding: decode(Array(string.utf8)), as: UTF8.self)
    }

    /// The character a reference starting at `start` (an `&`) stands for, and
    /// the reference's length in bytes, or nil when it is not a reference.
    static func reference(in bytes: [UInt8], at start: Int) -> (Unicode.Scalar, Int)? {
        var j = start + 1
        let limit = min(bytes.count, start + 34)
        if j < limit, bytes[j] == UInt8(ascii: "#") {
            j += 1
            var radix: UInt32 = 10
            if j < limit, bytes[j] | 0x20 == UInt8(ascii: "x") {
                radix = 16
                j += 1
            }
            var value: UInt32 = 0
            var digits = 0
            while j < limit, let digit = digitValue(bytes[j], radix: radix) {
                value = value &* radix &+ digit
                digits += 1
                j += 1
                if value > 0x10FFFF { return nil }
            }
            guard digits > 0, j < limit, bytes[j] == UInt8(ascii: ";"),
                let scalar = Unicode.Scalar(value), value != 0
            else { return nil }
            return (scalar, j + 1 - start)
        }
        while j < limit, ASCII.isAlphanumeric(bytes[j]) { j += 1 }
        guard j > start + 1, j < limit, bytes[j] == UInt8(ascii: ";") else { return nil }
        let name = String(decoding: bytes[(start + 1)..<j], as: UTF8.self)
        guard let scalar = named[name] else { return nil }
        return (scalar, j + 1 - start)
    }

    private static func digitValue(_ b: UInt8, radix: UInt32) -> UInt32? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(b - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16: return UInt32(b - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F") where radix == 16: return UInt32(b - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

}
