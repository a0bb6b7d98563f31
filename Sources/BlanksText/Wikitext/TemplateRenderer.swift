/// Renders the templates that produce inline prose (`{{convert}}`,
/// `{{lang}}`, `{{nowrap}}`, dates, typography…) as MediaWiki would show
/// them, and removes every other template: infoboxes, citations, hatnotes,
/// maintenance tags. Templates whose output we cannot reproduce (math,
/// values computed from today's date) mark their paragraph as unsafe, and
/// pronunciation templates leave a marker so their brackets go with them.
enum TemplateRenderer {
    enum Rendering {
        case nothing, unsafe, pronunciation
        /// The positional argument at this index.
        case argument(Int)
        /// The last positional argument, when there are at least this many.
        case lastArgument(minimumCount: Int)
        /// Non-empty positional arguments joined by a separator.
        case joined(String)
        case literal(String)
        case wrapped(String, String)
        case language, nihongo, asOf, circa, shipPrefix, coordinates, sic
        case convert, value, fraction, timesTenTo, formatNumber
        case date, deathDateAndAge, oldStyleDate
    }

    private static let renderings: [String: Rendering] = {
        var table: [String: Rendering] = [:]
        func set(_ rendering: Rendering, _ names: String...) { for name in names { table[name] = rendering } }
        set(.argument(0), "nowrap", "nobr", "nobreak", "small", "smaller", "big", "large", "larger", "sc",
            "smallcaps", "small caps", "sup", "sub", "nq", "em", "strong", "var", "mono", "code", "tooltip",
            "abbr", "abbrlink", "vanchor", "visible anchor", "center", "text", "vr", "ill",
            "interlanguage link", "interlanguage link multi", "flag", "flagcountry", "flagu", "flag country",
            "lang-rtl", "proper name", "not a typo", "bibleverse", "serif", "sans-serif", "gaps", "nastaliq",
            "noitalic", "nobold", "spaced en dash", "as written", "uline", "underline", "highlight")
        set(.argument(1), "lang", "rtl-lang", "wikt-lang", "script", "resize")
        set(.lastArgument(minimumCount: 2), "transl", "translit")
        set(.joined(""), "chem", "ce", "chem2", "linktext")
        set(.joined(" "), "bibleref", "bibleref2")
        set(.joined("+"), "keypress", "key press")
        set(.wrapped("\u{27E8}", "\u{27E9}"), "angbr", "angle bracket")
        set(.wrapped("[", "]"), "bracket")
        // Apostrophes are written as references so they never merge with ''italic'' quotes.
        set(.literal("&#39;"), "'", "`")
        set(.literal("&#39;s"), "'s")
        set(.literal("&#39;\""), "' \"", "'\"")
        set(.literal("\"&#39;"), "\" '", "\"'")
        set(.literal("|"), "!", "pipe")
        set(.literal("="), "=")
        set(.literal(" "), "spaces", "nbsp", "thinsp", "sp", "space", "hair space")
        set(.literal(" \u{B7} "), "\u{B7}", "dot", "middot")
        set(.literal(" \u{2022} "), "\u{2022}", "bull", "bullet")
        set(.literal(" \u{2013} "), "snd", "spaced ndash", "spnd", "sndash", "snds")
        set(.literal("\u{2013}"), "ndash", "en dash", "nsndns")
        set(.literal("\u{2014}"), "mdash", "mdashb", "em dash", "emdash")
        set(.literal("\u{2014} "), "spaced mdash")
        set(.literal(""), "shy", "zwsp", "wbr", "zwj")
        set(.literal("\u{02BB}"), "okina")
        set(.pronunciation, "respell", "pronunciation", "pron", "audio", "audio-ipa", "audio-nohelp",
            "pronounced", "ipa", "ipac", "ipa link", "ipalink", "ipaslink", "ipa audio link")
        set(.unsafe, "math", "mvar", "bigmath", "tmath", "inflation", "format price", "formatprice", "age",
            "age in years", "age in days", "years ago", "pop density", "railgauge", "dentalformula",
            "currentyear", "currentmonth", "currentmonthname", "currentday", "pagename", "fullpagename",
            "numberofarticles", "overline", "sqrt", "radic", "intmath", "pars", "abs", "su", "sfrac",
            "citation needed span", "update after", "time ago")
        set(.nihongo, "nihongo", "nihongo2", "nihongo3")
        set(.asOf, "as of")
        set(.circa, "circa", "c.", "ca.")
        set(.shipPrefix, "uss", "hms", "hmas", "hmcs", "hmnzs", "ss", "rms", "ins", "sms", "usns", "usat",
            "usrc", "uscgc", "ship")
        set(.coordinates, "coord")
        set(.sic, "sic")
        set(.convert, "convert", "cvt")
        set(.value, "val")
        set(.fraction, "frac", "fraction")
        set(.timesTenTo, "e", "e-")
        // The age part of "birth date and age" depends on today's date, so only the date is shown.
        set(.date, "birth date", "death date", "start date", "end date", "dts", "date", "start-date",
            "end-date", "film date", "release date", "birth year", "death year", "birth date and age", "bda",
            "birth-date and age")
        set(.deathDateAndAge, "death date and age", "dda")
        set(.oldStyleDate, "oldstyledate", "old style date")
        return table
    }()

    /// The replacement for a template whose `|`-separated fields (name first) are given.
    static func render(fields: [ArraySlice<UInt8>]) -> [UInt8] {
        guard let nameField = fields.first else { return [] }
        var name = TemplateCall.normalizedName(nameField)
        let arguments = fields.dropFirst()
        // Parser functions carry their first argument after a colon: {{formatnum:1234}}.
        var leadingArgument: String?
        if let colon = name.firstIndex(of: ":") {
            if let nameColon = nameField.firstIndex(of: UInt8(ascii: ":")) {
                leadingArgument = TemplateCall.text(nameField[(nameColon + 1)...])
            }
            name = String(name[..<colon])
        }
        guard let rendering = rendering(named: name, isParserFunction: leadingArgument != nil) else { return [] }
        switch rendering {
        case .nothing: return []
        case .unsafe: return [StripMarker.unsafe]
        case .pronunciation: return [StripMarker.pronunciation]
        case .literal(let text): return Array(text.utf8)
        default: break
        }
        var call = TemplateCall(name: name, argumentFields: arguments)
        if let leadingArgument { call.positional.insert(leadingArgument, at: 0) }
        return Array(text(of: call, as: rendering).utf8)
    }

    private static func rendering(named name: String, isParserFunction: Bool) -> Rendering? {
        if isParserFunction {
            switch name {
            case "formatnum": return .formatNumber
            case "lc", "uc", "lcfirst", "ucfirst": return .argument(0)
            case "#tag", "defaultsort", "displaytitle", "#invoke": return .nothing
            default: return .unsafe
            }
        }
        if let known = renderings[name] { return known }
        if name.hasPrefix("lang-") { return .language }
        if name.hasPrefix("ipa") || name.hasPrefix("audio") { return .pronunciation }
        return nil
    }

    private static func text(of call: TemplateCall, as rendering: Rendering) -> String {
        switch rendering {
        case .nothing, .literal, .unsafe, .pronunciation:
            return ""
        case .argument(let index):
            return call.argument(index) ?? ""
        case .lastArgument(let minimumCount):
            return call.positional.count >= minimumCount ? call.positional.last ?? "" : ""
        case .joined(let separator):
            return call.nonEmptyPositional.joined(separator: separator)
        case .wrapped(let open, let close):
            return call.argument(0).map { open + $0 + close } ?? ""
        case .language:
            guard let text = call.positional.last, !text.isEmpty else { return "" }
            let code = String(call.name.dropFirst("lang-".count))
            return LanguageNames.name(of: code).map { "\($0): \(text)" } ?? text
        case .nihongo:
            let english = call.argument(0)
            let native = [call.argument(1), call.argument(2)].compactMap { $0 }.joined(separator: ", ")
            switch (english, native.isEmpty) {
            case (let english?, false): return "\(english) (\(native))"
            case (let english?, true): return english
            case (nil, _): return native
            }
        case .asOf:
            if let alt = call.named["alt"] { return alt }
            let lead = call.flag("lc") ? "as of" : "As of"
            let date = DateTemplates.format(year: call.argument(0), month: call.argument(1), day: call.argument(2),
                                            dayFirst: call.flag("df"))
            return date.isEmpty ? "" : "\(lead) \(date)"
        case .circa:
            return call.argument(0).map { "c. \($0)" } ?? "c."
        case .shipPrefix:
            let parts = [call.name == "ship" ? call.argument(0) : call.name.uppercased(),
                         call.name == "ship" ? call.argument(1) : call.argument(0)].compactMap { $0 }
            return parts.joined(separator: " ")
        case .coordinates:
            let display = call.named["display"]?.lowercased() ?? "inline"
            return display == "title" || display == "t" ? "" : String(Unicode.Scalar(StripMarker.unsafe))
        case .sic:
            return call.nonEmptyPositional.joined()
        case .convert:
            return MeasurementTemplates.convert(call)
        case .value:
            return MeasurementTemplates.value(call)
        case .fraction:
            return MeasurementTemplates.fraction(call)
        case .timesTenTo:
            return call.argument(0).map { "\u{D7}10" + MeasurementTemplates.superscript($0) } ?? ""
        case .formatNumber:
            return call.argument(0).map(MeasurementTemplates.groupedThousands) ?? ""
        case .date:
            return DateTemplates.format(year: call.argument(0), month: call.argument(1), day: call.argument(2),
                                        dayFirst: call.flag("df"))
        case .deathDateAndAge:
            return DateTemplates.deathDateAndAge(call)
        case .oldStyleDate:
            return [call.argument(0), call.argument(1)].compactMap { $0 }.joined(separator: " ")
        }
    }
}
