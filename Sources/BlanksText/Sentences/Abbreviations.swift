/// The words the sentence segmenter must recognise around a full stop: which
/// abbreviations never end a sentence, which end one only before a typical
/// sentence opener, and what those openers are. Lists of general English
/// usage (titles, Latin abbreviations, months, company suffixes), not tuned
/// to any test set.
///
/// Words are looked up as packed keys (six bits per character, lowercase
/// ASCII letters and `.`), so a lookup allocates nothing.
public struct Abbreviations: Sendable {
    /// How a word followed by a full stop behaves.
    package enum Kind: Sendable, Equatable {
        /// Precedes a name ("Dr. Watson", "Gen. Lee"): never ends a sentence.
        case title
        /// Never ends a sentence ("e.g.", "i.e.", "cf.", "vs.").
        case neverFinal
        /// Precedes a number ("No. 5", "p. 12", "c. 1500", "Jan. 5"); before
        /// anything else it is an ordinary word ("art", "no").
        case beforeNumber
        /// May end a sentence ("etc.", "Inc.", "Jr.", "U.S.", "St."): does so
        /// only when a typical sentence opener follows.
        case ambiguous
    }

    public static let standard = Abbreviations()

    private let kinds: [UInt64: Kind]
    private let openers: Set<UInt64>
    private let lowercaseOpeners: Set<UInt64>
    private let continuations: Set<UInt64>

    package init() {
        var kinds: [UInt64: Kind] = [:]
        func add(_ kind: Kind, _ words: String) {
            for word in words.split(separator: " ") {
                if let key = Self.key(String(word)) { kinds[key] = kind }
            }
        }
        add(
            .title,
            """
            mr mrs ms messrs mme mlle dr prof rev revd hon gen col capt lt sgt cpl pvt maj adm cmdr cdr brig \
            gov sen rep pres supt insp msgr drs profs
            """)
        add(.neverFinal, "e.g eg i.e ie cf viz vs v esp ibid resp p.s ps")
        add(
            .beforeNumber,
            """
            no nos nr vol vols p pp fig figs ch chap sec sect art op para c ca approx est ed eds n nn \
            tab eq eqs ref refs pl jan feb mar apr jun jul aug sep sept oct nov dec pg r b d fl ext tel
            """)
        add(
            .ambiguous,
            """
            etc al inc ltd co corp jr sr plc llc bros assn dept univ govt natl intl misc incl \
            a.m p.m pm a.d b.c bce u.s u.k u.n e.u u.s.a d.c ph.d m.d b.a m.a b.sc m.sc \
            ave blvd hwy tues thurs oz lbs hrs mins yr yrs esq st ste mt ft pt fr
            """)
        self.kinds = kinds
        var openers: Set<UInt64> = []
        // Words that typically open a sentence: determiners, pronouns,
        // prepositions, conjunctions and sentence adverbs.
        let openerWords = """
            a an the this that these those there here it its he she they we i you his her their our my your \
            him them us me one some many most several few all both each every no none any such another other \
            in on at by for from with without after before during since until while when whenever where \
            wherever if unless although though because as but and or nor so yet however therefore thus hence \
            then also still meanwhile moreover furthermore instead indeed nevertheless nonetheless otherwise \
            later today yesterday tomorrow now soon finally first second third next last despite \
            according among between through under over into upon about against throughout within \
            what which who whom whose why how is are was were do does did have has had can could will \
            would should may might must not never only even just perhaps maybe please thanks thank yes \
            unlike like mr mrs ms dr
            """
        for word in openerWords.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            if let key = Self.key(String(word)) { openers.insert(key) }
        }
        self.openers = openers
        // Words that open a sentence even in lowercase, as in informal writing
        // ("thanks. i will"): pronouns, determiners and question words only,
        // which rarely follow an abbreviation inside a sentence.
        var lowercaseOpeners: Set<UInt64> = []
        let lowercaseOpenerWords = """
            i you he she it we they this that these those there the my your his her our their its \
            what why how where who do does did is are was were can could will would should if please
            """
        for word in lowercaseOpenerWords.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            if let key = Self.key(String(word)) { lowercaseOpeners.insert(key) }
        }
        self.lowercaseOpeners = lowercaseOpeners
        // Words that continue a sentence after a stray full stop ("monotypic. or can
        // be", "history. in that"): conjunctions, prepositions and forms of "be".
        var continuations: Set<UInt64> = []
        let continuationWords = """
            and or nor but of in on at to for as by with from than into onto upon within without \
            is are was were be been being which whom whose
            """
        for word in continuationWords.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            if let key = Self.key(String(word)) { continuations.insert(key) }
        }
        self.continuations = continuations
    }

    /// The kind of the word `text[range]` (without its final full stop), if it is an abbreviation.
    func kind(_ text: UnsafeBufferPointer<UInt16>, _ range: Range<Int>) -> Kind? {
        guard let key = Self.key(text, range) else { return nil }
        return kinds[key]
    }

    /// The kind of `word` (without its final full stop), if it is an abbreviation.
    package func kind(of word: String) -> Kind? {
        Self.key(word).flatMap { kinds[$0] }
    }

    /// True when `text[range]` is a word that typically opens a sentence.
    func isSentenceOpener(_ text: UnsafeBufferPointer<UInt16>, _ range: Range<Int>) -> Bool {
        guard let key = Self.key(text, range) else { return false }
        return openers.contains(key)
    }

    /// True when `text[range]`, written in lowercase, still typically opens a sentence.
    func isLowercaseSentenceOpener(_ text: UnsafeBufferPointer<UInt16>, _ range: Range<Int>) -> Bool {
        guard let key = Self.key(text, range) else { return false }
        return lowercaseOpeners.contains(key)
    }

    /// True when `text[range]` is a word that continues a sentence, so does not open one after a stop.
    func isContinuation(_ text: UnsafeBufferPointer<UInt16>, _ range: Range<Int>) -> Bool {
        guard let key = Self.key(text, range) else { return false }
        return continuations.contains(key)
    }

    /// Packs up to ten ASCII letters or dots, case-folded, into a key.
    static func key(_ text: UnsafeBufferPointer<UInt16>, _ range: Range<Int>) -> UInt64? {
        guard !range.isEmpty, range.count <= 10 else { return nil }
        var key: UInt64 = 0
        for index in range {
            let c = text[index]
            let code: UInt64
            switch c {
            case 0x61...0x7A: code = UInt64(c - 0x60)
            case 0x41...0x5A: code = UInt64(c - 0x40)
            case 0x2E: code = 27
            default: return nil
            }
            key = key << 6 | code
        }
        return key
    }

    static func key(_ word: String) -> UInt64? {
        let units = Array(word.utf16)
        return units.withUnsafeBufferPointer { key($0, 0..<$0.count) }
    }
}
