/// Renders the templates that produce inline prose (`{{convert}}`,
/// `{{lang}}`, `{{nowrap}}`, dates, typography…) as MediaWiki would show
/// them, and removes those that show no prose: footnote markers,
/// maintenance tags (any template with a `date=` argument), hatnotes and
/// layout. A formula marks its paragraph for withholding, and so does a
/// value computed from today's date; a template it does not know leaves a
/// removal mark, which withholds the paragraph when it falls inside a
/// sentence (`RemovalHoles`). Pronunciation templates leave a marker so
/// their brackets go with them. docs/text.md lists what renders and what
/// withholds.
enum TemplateRenderer {
    enum Rendering {
        case nothing, unsafe, formula, pronunciation
        /// The positional argument at this index.
        case argument(Int)
        /// The last positional argument, when there are at least this many.
        case lastArgument(minimumCount: Int)
        /// Non-empty positional arguments joined by a separator.
        case joined(String)
        case literal(String)
        case wrapped(String, String)
        case language, interlanguageLink, nihongo, asOf, music, currency, circa, shipPrefix, coordinates, sic
        case convert, value, fraction, stackedFraction, timesTenTo, formatNumber
        case date, deathDateAndAge, oldStyleDate
    }

    private static let renderings: [String: Rendering] = {
        var table: [String: Rendering] = [:]
        func set(_ rendering: Rendering, _ names: String...) { for name in names { table[name] = rendering } }
        set(
            .argument(0), "nowrap", "nobr", "nobreak", "small", "smaller", "big", "large", "larger", "sc",
            "smallcaps", "small caps", "sup", "sub", "nq", "em", "strong", "var", "mono", "code", "tooltip",
            "abbr", "abbrlink", "vanchor", "visible anchor", "center", "text", "vr", "flag", "flagcountry", "flagu",
            "flag country",
            "lang-rtl", "proper name", "not a typo", "bibleverse", "serif", "sans-serif", "gaps", "nastaliq",
            "noitalic", "nobold", "spaced en dash", "as written", "uline", "underline", "highlight")
        set(.argument(1), "lang", "rtl-lang", "wikt-lang", "script", "resize")
        set(.interlanguageLink, "ill", "interlanguage link", "interlanguage link multi")
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
        set(
            .pronunciation, "respell", "pronunciation", "pron", "audio", "audio-ipa", "audio-nohelp",
            "pronounced", "ipa", "ipac", "ipa link", "ipalink", "ipaslink", "ipa audio link")
        set(
            .unsafe, "inflation", "format price", "formatprice", "age", "age in years", "age in days",
            "years ago", "pop density", "railgauge", "currentyear", "currentmonth", "currentmonthname",
            "currentday", "pagename", "fullpagename", "numberofarticles", "time ago")
        set(
            .formula, "math", "mvar", "bigmath", "tmath", "dentalformula", "overline", "sqrt", "radic", "intmath",
            "pars", "abs", "su", "eqm", "equation", "numbered block", "bra", "ket", "bra-ket", "vec", "hat")
        set(.argument(0), "citation needed span", "cns", "dubious span", "clarify span", "vague span")
        set(.literal("\u{3C0}"), "pi")
        set(.music, "music")
        set(.currency, "us$", "usd", "a$", "c$", "nz$", "hk$", "gbp", "£", "€", "euro", "eur", "inr", "jpy", "¥")
        // Footnote markers, maintenance tags and page furniture: nothing a reader reads as prose.
        set(
            .nothing, "sfn", "sfnp", "sfnm", "sfnmp", "rp", "r", "ref", "efn", "efn-ua", "efn-lr", "efn-lg",
            "efn-ur", "efn-la", "refn", "ref label", "note label", "notetag", "cref", "cnote", "inflation-fn",
            "citation needed", "cn", "fact", "clarify", "when", "who", "which", "where", "why", "how",
            "by whom", "according to whom", "page needed", "pages needed", "better source", "better source needed",
            "failed verification", "verify source", "dubious", "disputed inline", "vague", "weasel-inline",
            "weasel inline", "peacock inline", "update inline", "update after", "qualify evidence", "full",
            "full citation needed", "unreliable source?", "unreliable source", "self-published inline",
            "dead link", "cbignore", "original research inline", "or inline", "specify", "year needed",
            "definition needed", "expand acronym", "nonspecific", "whom", "huh", "primary source inline",
            "third-party inline", "additional citation needed", "refimprove", "more citations needed",
            "clear", "clr", "-", "anchor", "anchors", "sister project links", "portal", "commons category",
            "commons", "wiktionary", "main", "main article", "see also", "further", "further information",
            "details", "redirect", "about", "for", "other uses", "distinguish", "short description",
            "use dmy dates", "use mdy dates", "italic title", "toc", "toc limit", "tocright", "reflist",
            "refbegin", "refend", "authority control", "coord missing", "engvarb", "use british english",
            "use american english", "good article", "featured article", "pp-semi", "pp-semi-protected",
            "pp-move-indef", "pp-protected", "cite check", "verification needed", "lead too short",
            "citation style", "multiple issues", "cleanup", "more footnotes", "original research", "unreferenced",
            "one source", "npov", "pov", "globalize", "clarification needed", "citation needed lead", "sic?",
            "self-reference", "selfref", "wikisource", "wikiquote", "spoken wikipedia", "featured list",
            "flagicon", "flag icon", "img", "audio-file")
        set(.nihongo, "nihongo", "nihongo2", "nihongo3")
        set(.asOf, "as of")
        set(.circa, "circa", "c.", "ca.")
        set(
            .shipPrefix, "uss", "hms", "hmas", "hmcs", "hmnzs", "ss", "rms", "ins", "sms", "usns", "usat",
            "usrc", "uscgc", "ship")
        set(.coordinates, "coord")
        set(.sic, "sic")
        set(.convert, "convert", "cvt")
        set(.value, "val")
        set(.fraction, "frac", "fraction")
        set(.stackedFraction, "sfrac")
        set(.timesTenTo, "e", "e-")
        // The age part of "birth date and age" depends on today's date, so only the date is shown.
        set(
            .date, "birth date", "death date", "start date", "end date", "dts", "date", "start-date",
            "end-date", "film date", "release date", "birth year", "death year", "birth date and age", "bda",
            "birth-date and age")
        set(.deathDateAndAge, "death date and age", "dda")
        set(.oldStyleDate, "oldstyledate", "old style date")
        return table
    }()

    /// The replacement for a template whose `|`-separated fields (name first) are given.
    /// `betweenLetters`: the template is written between two letters with no
    /// space ("breaks{{Clarify}}in"). A footnote mark or maintenance tag
    /// there still stands between two words, which the page's superscript
    /// keeps apart and no word holds inside it, so it leaves a space; a
    /// template that renders as nothing inside a word (`{{shy}}`) does not.
    static func render(fields: [ArraySlice<UInt8>], betweenLetters: Bool = false) -> [UInt8] {
        let shownAsNothing: [UInt8] = betweenLetters ? [UInt8(ascii: " ")] : []
        guard let nameField = fields.first else { return [] }
        var name = TemplateCall.normalizedName(nameField)
        let arguments = fields.dropFirst()
        // Parser functions carry their first argument after a colon: {{formatnum:1234}}.
        var leadingArgument: String?
        // The colon is looked for among the name's characters only when its bytes hold one (most hold none).
        if name.utf8.contains(UInt8(ascii: ":")), let colon = name.firstIndex(of: ":") {
            if let nameColon = nameField.firstIndex(of: UInt8(ascii: ":")) {
                leadingArgument = TemplateCall.text(nameField[(nameColon + 1)...])
            }
            name = String(name[..<colon])
        }
        guard let rendering = rendering(named: name, isParserFunction: leadingArgument != nil) else {
            // Maintenance tags carry the date they were added: inline, they show no prose.
            let isMaintenance = arguments.contains { field in
                let key = field.drop { $0 == 0x20 }.prefix(5)
                return key.elementsEqual("date=".utf8) || key.elementsEqual("date ".utf8)
            }
            return isMaintenance ? shownAsNothing : [StripMarker.removed]
        }
        switch rendering {
        case .nothing: return shownAsNothing
        case .unsafe: return [StripMarker.unsafe]
        case .formula: return [StripMarker.formula]
        case .pronunciation: return [StripMarker.pronunciation]
        case .literal(let text): return Array(text.utf8)
        default: break
        }
        var call = TemplateCall(name: name, argumentFields: arguments)
        if let leadingArgument { call.positional.insert(leadingArgument, at: 0) }
        return Array(text(of: call, as: rendering).utf8)
    }

    /// True when the template named `name` (as written, "Citation needed")
    /// shows no prose: the HTML stripper drops an unrendered one silently, as
    /// this renderer drops it from wikitext.
    static func showsNoProse(named name: String) -> Bool {
        let normalized = TemplateCall.normalizedName(ArraySlice(name.utf8))
        guard case .nothing? = rendering(named: normalized, isParserFunction: false) else { return false }
        return true
    }

    /// The removal mark as text, for renderings that cannot show what a reader saw.
    private static let removedMark = String(Unicode.Scalar(StripMarker.removed))

    /// `{{music|flat}}` → ♭ and the other symbols the template names.
    private static let musicSymbols: [String: String] = [
        "flat": "\u{266D}", "b": "\u{266D}", "sharp": "\u{266F}", "#": "\u{266F}", "natural": "\u{266E}",
        "n": "\u{266E}", "doubleflat": "\u{1D12B}", "bb": "\u{1D12B}", "doublesharp": "\u{1D12A}", "x": "\u{1D12A}"
    ]

    /// `{{US$|5}}` → "US$5"; the symbol each currency template prints before the amount.
    private static let currencySymbols: [String: String] = [
        "us$": "US$", "usd": "US$", "a$": "A$", "c$": "C$", "nz$": "NZ$", "hk$": "HK$", "gbp": "\u{A3}",
        "\u{A3}": "\u{A3}", "\u{20AC}": "\u{20AC}", "euro": "\u{20AC}", "eur": "\u{20AC}", "inr": "\u{20B9}",
        "jpy": "\u{A5}", "\u{A5}": "\u{A5}"
    ]

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
        if [
            "infobox", "navbox", "use ", "pp-", "portal", "wikiproject", "taxobox", "speciesbox", "automatic taxobox",
            "good article", "featured"
        ].contains(where: { name.hasPrefix($0) }) {
            return .nothing
        }
        return nil
    }

    private static func text(of call: TemplateCall, as rendering: Rendering) -> String {
        switch rendering {
        case .nothing, .literal, .unsafe, .formula, .pronunciation:
            return ""
        case .music:
            return call.argument(0).flatMap { Self.musicSymbols[$0.lowercased()] } ?? Self.removedMark
        case .currency:
            guard let amount = call.argument(0) else { return Self.removedMark }
            let symbol = Self.currencySymbols[call.name] ?? call.name.uppercased()
            return symbol + amount
        case .argument(let index):
            return call.argument(index) ?? ""
        case .interlanguageLink:
            // The older form names the language first ({{ill|de|Gymnasium Ernestinum}}): a reader
            // sees the article's name, never the code, which would read as "(de)" in the text.
            guard let first = call.argument(0) else { return "" }
            return Self.isLanguageCode(first) ? call.argument(1) ?? "" : first
        case .lastArgument(let minimumCount):
            return call.positional.count >= minimumCount ? call.positional.last ?? "" : ""
        case .joined(let separator):
            return call.nonEmptyPositional.joined(separator: separator)
        case .wrapped(let open, let close):
            return call.argument(0).map { open + $0 + close } ?? ""
        case .language:
            guard let text = call.positional.last, !text.isEmpty else { return "" }
            let code = String(call.name.dropFirst("lang-".count))
            // Without its language's name the label a reader saw would be missing.
            return LanguageNames.name(of: code).map { "\($0): \(text)" } ?? Self.removedMark
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
            let date = DateTemplates.format(
                year: call.argument(0), month: call.argument(1), day: call.argument(2),
                dayFirst: call.flag("df"))
            return date.isEmpty ? "" : "\(lead) \(date)"
        case .circa:
            return call.argument(0).map { "c. \($0)" } ?? "c."
        case .shipPrefix:
            let parts = [
                call.name == "ship" ? call.argument(0) : call.name.uppercased(),
                call.name == "ship" ? call.argument(1) : call.argument(0)
            ].compactMap { $0 }
            return parts.joined(separator: " ")
        case .coordinates:
            let display = call.named["display"]?.lowercased() ?? "inline"
            return display == "title" || display == "t" ? "" : String(Unicode.Scalar(StripMarker.unsafe))
        case .sic:
            return call.nonEmptyPositional.joined()
        case .convert:
            return MeasurementTemplates.convert(call) ?? Self.removedMark
        case .value:
            return MeasurementTemplates.value(call)
        case .fraction:
            return MeasurementTemplates.fraction(call)
        case .stackedFraction:
            // Shown as one character, so "1{{sfrac|1|4}}" reads "1¼", never "11/4".
            return MeasurementTemplates.vulgarFraction(call) ?? Self.removedMark
        case .timesTenTo:
            return call.argument(0).map { "\u{D7}10" + MeasurementTemplates.superscript($0) } ?? ""
        case .formatNumber:
            return call.argument(0).map(MeasurementTemplates.groupedThousands) ?? ""
        case .date:
            return DateTemplates.format(
                year: call.argument(0), month: call.argument(1), day: call.argument(2),
                dayFirst: call.flag("df"))
        case .deathDateAndAge:
            return DateTemplates.deathDateAndAge(call)
        case .oldStyleDate:
            return DateTemplates.oldStyle(date: call.argument(0), year: call.argument(1))
        }
    }

    /// A Wikipedia language code as interlanguage links write it: "de", "fr", "zh-yue", "simple".
    static func isLanguageCode(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard let head = parts.first, (2...3).contains(head.count) || head == "simple" else { return false }
        return parts.allSatisfy { part in
            (2...8).contains(part.count) && part.unicodeScalars.allSatisfy { ("a"..."z").contains($0) }
        }
    }
}
