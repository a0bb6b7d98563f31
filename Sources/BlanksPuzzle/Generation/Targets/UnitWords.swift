import BlanksSupport

/// Units of measure as English prose abbreviates them. General usage (SI
/// and imperial symbols, common compounds), not tuned to any article.
///
/// Two lists: symbols that are never ordinary English words ("km", "sq"),
/// a unit wherever they stand; and symbols that are also words ("in", "min",
/// "ha"), a unit only right after a number ("12 in", "90 min").
enum UnitWords {
    /// Lowercased symbols that are units wherever they stand.
    static let always: WordSet = [
        "km", "cm", "mm", "nm", "dm", "kg", "mg", "lb", "lbs", "oz", "ft", "yd", "yds", "sq", "mi", "mph", "kph",
        "kmh", "hp", "kw", "kwh", "mw", "mwh", "gw", "gwh", "ml", "cl", "dl", "hz", "khz", "mhz", "ghz", "db", "dbm",
        "hrs", "yr", "yrs", "kpa", "hpa", "mpa", "psi", "rpm", "ppm", "ppb", "kb", "mb", "gb", "tb", "kbps", "mbps",
        "gbps", "mol", "kcal", "cal", "sqft", "cu", "fl", "mev", "kev", "gev", "ev", "kv", "mv", "mah", "nmi", "kn",
        "ly", "au", "pc", "kpc", "mpc", "lm", "lx", "cd", "kt", "mt", "gt", "km²", "m²", "cm²", "mm²"
    ]

    /// Lowercased symbols that are ordinary words too: units only after a number.
    static let afterNumber: WordSet = [
        "in", "min", "mins", "sec", "secs", "hr", "h", "m", "g", "l", "s", "t", "ha", "gal", "pt", "qt", "ac",
        "acre", "acres", "bar", "mil", "st", "ton", "tons", "tonnes", "tonne", "deg", "c", "f", "k", "v", "w",
        "am", "pm", "bc", "ad", "bce", "ce"
    ]

    /// True when `lowercased` is a unit here: always, or after a number.
    static func isUnit(_ lowercased: String, afterNumber follows: Bool) -> Bool {
        always.contains(lowercased) || (follows && afterNumber.contains(lowercased))
    }

    /// True when `token` reads as a number: digits with separators ("1,200",
    /// "3.5", "½" aside), the token a unit follows.
    static func isNumber(_ token: String) -> Bool {
        // ASCII's numeric scalars are the digits: most tokens are decided by their bytes.
        let utf8 = token.utf8
        if let first = utf8.first, first < 0x80 {
            guard first >= 0x30 && first <= 0x39 else { return false }
            if utf8.allSatisfy({ $0 < 0x80 }) {
                return utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 || $0 == 0x2C || $0 == 0x2E }
            }
        }
        guard let first = token.unicodeScalars.first, first.properties.numericType != nil else { return false }
        return token.unicodeScalars.allSatisfy { $0.properties.numericType != nil || $0 == "," || $0 == "." }
    }
}
