/// Numbers and measurements as `{{convert}}`, `{{val}}`, `{{frac}}` and
/// `{{e}}` show them. Only the value and unit as written are shown: the
/// converted value MediaWiki adds in brackets would need its conversion
/// tables and rounding rules, and a blank must never land in a made-up figure.
enum MeasurementTemplates {
    /// Range separators of `{{convert|1|to|5|km}}` and how they read.
    private static let rangeSeparators: [String: String] = [
        "-": "\u{2013}", "\u{2013}": "\u{2013}", "to": " to ", "and": " and ", "or": " or ",
        "x": " \u{D7} ", "\u{D7}": " \u{D7} ", "by": " by ", "+/-": " \u{B1} ", "\u{B1}": " \u{B1} ",
        "to(-)": " to ", "and(-)": " and ", "to about": " to about ", "+": " + "
    ]

    /// Unit codes whose written form differs from the code.
    private static let unitSymbols: [String: String] = [
        "km2": "km\u{B2}", "m2": "m\u{B2}", "cm2": "cm\u{B2}", "mm2": "mm\u{B2}", "km3": "km\u{B3}",
        "m3": "m\u{B3}", "cm3": "cm\u{B3}", "sqmi": "sq mi", "sqft": "sq ft", "sqin": "sq in", "sqyd": "sq yd",
        "ft2": "sq ft", "mi2": "sq mi", "cuft": "cu ft", "cumi": "cu mi", "cuyd": "cu yd", "ft3": "cu ft",
        "C": "\u{B0}C", "F": "\u{B0}F", "usgal": "US gal", "USgal": "US gal", "impgal": "imp gal",
        "acre": "acres", "sqkm": "km\u{B2}", "kmh": "km/h", "km/s": "km/s", "ftin": "ft", "nmi": "nmi",
        "e6km2": "million km\u{B2}", "e6sqmi": "million sq mi", "e3km2": "thousand km\u{B2}",
        "e6acre": "million acres", "e6t": "million tonnes", "e6bbl": "million barrels", "e6m3": "million m\u{B3}",
        "e9m3": "billion m\u{B3}", "e6cuft": "million cu ft", "e9cuft": "billion cu ft"
    ]

    /// `disp=` values with which `{{convert}}` shows only the converted
    /// value or only the unit's name, never the value as written.
    private static let displaysWithoutInput: Set<String> = [
        "out", "output only", "output number only", "number", "unit"
    ]

    /// `{{convert|5|km|mi}}` → "5 km"; `{{convert|5|-|10|km}}` → "5–10 km";
    /// `{{convert|52419|sqmi}}` → "52,419 sq mi" (`shownValue`);
    /// `{{convert|5|ft|10|in|m}}` → "5 ft 10 in"; with `adj=on`, "5-km".
    /// Nil when the reader saw only what the conversion computes
    /// (`disp=output only`, `disp=number` …): the value as written would be
    /// another number than the one on the page ("15700 cu ft" where readers
    /// saw "440"), so the stripper leaves a hole instead.
    static func convert(_ call: TemplateCall) -> String? {
        if let display = call.named["disp"]?.lowercased(), displaysWithoutInput.contains(display) { return nil }
        let args = call.positional
        guard let first = args.first, !first.isEmpty else { return "" }
        var text = shownValue(first)
        var index = 1
        while index + 1 < args.count, let separator = rangeSeparators[args[index].lowercased()],
            isNumeric(args[index + 1])
        {
            text += separator + shownValue(args[index + 1])
            index += 2
        }
        guard index < args.count else { return text }
        let adjective = call.flag("adj")
        let joiner = adjective ? "-" : " "
        var unit = shownUnit(args[index], adjective: adjective)
        // Compound input such as feet and inches: 5|ft|10|in.
        if index + 2 < args.count, isNumeric(args[index + 1]), !isNumeric(args[index + 2]) {
            text += joiner + unit + " " + args[index + 1]
            unit = shownUnit(args[index + 2], adjective: adjective)
        }
        return unit.isEmpty ? text : text + joiner + unit
    }

    /// Unit symbols that read as an English word in a sentence, spelled out
    /// as the template's default shows them ("2 to 10 in" reads as "in"
    /// the preposition; the page says "2 to 10 inches").
    private static let wordlikeSymbols: [String: String] = ["in": "inches"]

    /// A unit as the sentence shows it: its symbol, or its name where the
    /// symbol reads as a word; before a noun (`adj=on`) a spelled-out name
    /// is singular, as the template writes it ("a 40-acre ranch", "a 6-inch
    /// blade").
    static func shownUnit(_ code: String, adjective: Bool) -> String {
        let unit = wordlikeSymbols[code] ?? unitSymbols[code] ?? code
        guard adjective, unit != code, unit.hasSuffix("s") else { return unit }
        return singular(unit)
    }

    /// The singular of a spelled-out unit name: "acres" → "acre", "inches" → "inch".
    private static func singular(_ name: String) -> String {
        name.hasSuffix("ches") ? String(name.dropLast(2)) : String(name.dropLast())
    }

    /// A value of `{{convert}}` as the page shows it: a whole part of five
    /// or more digits grouped in thousands ("2381741" → "2,381,741"), as
    /// the template writes it under every setting of its `comma=` option; a
    /// shorter one as written ("1300", which may read "1,300" on the page but
    /// reads the same either way).
    static func shownValue(_ value: String) -> String {
        let wholeDigits = value.utf8.prefix { $0 != UInt8(ascii: ".") }.filter(ASCII.isDigit).count
        return wholeDigits >= 5 ? groupedThousands(value) : value
    }

    /// `{{val|1.5|0.2|e=3|u=m}}` → "1.5 ± 0.2×10³ m".
    static func value(_ call: TemplateCall) -> String {
        guard var text = call.argument(0) else { return "" }
        if let uncertainty = call.argument(1) { text += " \u{B1} " + uncertainty }
        if let exponent = call.named["e"], !exponent.isEmpty { text += "\u{D7}10" + superscript(exponent) }
        if let unit = call.named["u"] ?? call.named["ul"], !unit.isEmpty { text += " " + unit }
        return text
    }

    /// `{{frac|1|2}}` → "1/2"; `{{frac|3|1|2}}` → "3 1/2"; `{{frac|4}}` → "1/4".
    static func fraction(_ call: TemplateCall) -> String {
        let args = call.nonEmptyPositional
        switch args.count {
        case 0: return ""
        case 1: return "1/" + args[0]
        case 2: return args[0] + "/" + args[1]
        default: return args[0] + " " + args[1] + "/" + args[2]
        }
    }

    /// Fractions that Unicode writes as one character.
    private static let vulgarFractions: [String: String] = [
        "1/2": "\u{BD}", "1/4": "\u{BC}", "3/4": "\u{BE}", "1/3": "\u{2153}", "2/3": "\u{2154}", "1/5": "\u{2155}",
        "2/5": "\u{2156}", "3/5": "\u{2157}", "4/5": "\u{2158}", "1/6": "\u{2159}", "5/6": "\u{215A}",
        "1/8": "\u{215B}", "3/8": "\u{215C}", "5/8": "\u{215D}", "7/8": "\u{215E}", "1/7": "\u{2150}",
        "1/9": "\u{2151}", "1/10": "\u{2152}"
    ]

    /// `{{sfrac|1|4}}` → "¼", `{{sfrac|3|1|2}}` → "3½": a stacked fraction as
    /// one character, or nil when Unicode has none for it.
    static func vulgarFraction(_ call: TemplateCall) -> String? {
        let args = call.nonEmptyPositional
        switch args.count {
        case 1: return vulgarFractions["1/" + args[0]]
        case 2: return vulgarFractions[args[0] + "/" + args[1]]
        case 3: return vulgarFractions[args[1] + "/" + args[2]].map { args[0] + $0 }
        default: return nil
        }
    }

    /// Superscript digits for exponents: "-5" → "⁻⁵". Other characters are kept.
    static func superscript(_ text: String) -> String {
        let digits: [Character] = [
            "\u{2070}", "\u{B9}", "\u{B2}", "\u{B3}", "\u{2074}", "\u{2075}", "\u{2076}",
            "\u{2077}", "\u{2078}", "\u{2079}"
        ]
        return String(
            text.map { c -> Character in
                if let d = c.wholeNumberValue, c.isASCII { return digits[d] }
                if c == "-" || c == "\u{2212}" { return "\u{207B}" }
                return c
            })
    }

    /// `1234567.5` → `1,234,567.5`; anything not a plain number is kept.
    /// One pass over the UTF-8 bytes: O(n) however many digits.
    static func groupedThousands(_ text: String) -> String {
        let bytes = Array(text.utf8)
        let point = bytes.firstIndex(of: UInt8(ascii: ".")) ?? bytes.count
        let signLength = bytes.first == UInt8(ascii: "-") ? 1 : 0
        guard point > signLength else { return text }
        let digits = bytes[signLength..<point]
        guard digits.allSatisfy(ASCII.isDigit) else { return text }
        var grouped: [UInt8] = []
        grouped.reserveCapacity(bytes.count + digits.count / 3)
        grouped.append(contentsOf: bytes[..<signLength])
        var untilComma = digits.count % 3 == 0 ? 3 : digits.count % 3
        for digit in digits {
            if untilComma == 0 {
                grouped.append(UInt8(ascii: ","))
                untilComma = 3
            }
            grouped.append(digit)
            untilComma -= 1
        }
        grouped.append(contentsOf: bytes[point...])
        return String(decoding: grouped, as: UTF8.self)
    }

    /// True for figures as written in convert: "5", "1,200", "3.5", "-40", "½".
    static func isNumeric(_ text: String) -> Bool {
        !text.isEmpty && text.contains(where: \.isNumber)
            && text.allSatisfy { $0.isNumber || $0 == "." || $0 == "," || $0 == "-" || $0 == "\u{2212}" || $0 == "+" }
    }
}
