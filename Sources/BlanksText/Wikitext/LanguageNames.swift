/// English names of the languages `{{lang-xx|…}}` templates label, so
/// `{{lang-fr|Paris}}` reads "French: Paris" as on Wikipedia.
enum LanguageNames {
    private static let names: [String: String] = [
        "af": "Afrikaans", "am": "Amharic", "ar": "Arabic", "arc": "Aramaic", "az": "Azerbaijani",
        "be": "Belarusian", "ber": "Berber", "bg": "Bulgarian", "bn": "Bengali", "bo": "Tibetan",
        "bs": "Bosnian", "ca": "Catalan", "cs": "Czech", "cy": "Welsh", "da": "Danish", "de": "German",
        "el": "Greek", "en": "English", "eo": "Esperanto", "es": "Spanish", "et": "Estonian",
        "eu": "Basque", "fa": "Persian", "fi": "Finnish", "fr": "French", "ga": "Irish", "gd": "Scottish Gaelic",
        "gl": "Galician", "grc": "Ancient Greek", "grc-gre": "Ancient Greek", "gu": "Gujarati",
        "he": "Hebrew", "hi": "Hindi", "hr": "Croatian", "hu": "Hungarian", "hy": "Armenian",
        "id": "Indonesian", "is": "Icelandic", "it": "Italian", "ja": "Japanese", "ka": "Georgian",
        "kk": "Kazakh", "km": "Khmer", "ko": "Korean", "ku": "Kurdish", "ky": "Kyrgyz", "la": "Latin",
        "lt": "Lithuanian", "lv": "Latvian", "mk": "Macedonian", "ml": "Malayalam", "mn": "Mongolian",
        "mr": "Marathi", "ms": "Malay", "mt": "Maltese", "nah": "Nahuatl", "ne": "Nepali", "nl": "Dutch",
        "no": "Norwegian", "pa": "Punjabi", "pl": "Polish", "ps": "Pashto", "pt": "Portuguese",
        "ro": "Romanian", "ru": "Russian", "rus": "Russian", "sa": "Sanskrit", "sk": "Slovak",
        "sl": "Slovene", "so": "Somali", "sq": "Albanian", "sr": "Serbian", "sv": "Swedish",
        "sw": "Swahili", "ta": "Tamil", "te": "Telugu", "tg": "Tajik", "th": "Thai", "tk": "Turkmen",
        "tl": "Tagalog", "tr": "Turkish", "tt": "Tatar", "uk": "Ukrainian", "ur": "Urdu", "uz": "Uzbek",
        "vi": "Vietnamese", "yi": "Yiddish", "zh": "Chinese", "zu": "Zulu", "aln": "Gheg Albanian",
        "pt-br": "Brazilian Portuguese", "ang": "Old English", "non": "Old Norse", "got": "Gothic",
        "oc": "Occitan", "pms": "Piedmontese", "lij": "Ligurian", "fur": "Friulian", "lmo": "Lombard",
        "vec": "Venetian", "nap": "Neapolitan", "scn": "Sicilian", "sc": "Sardinian", "co": "Corsican",
        "rm": "Romansh", "lb": "Luxembourgish", "fy": "West Frisian", "br": "Breton", "kw": "Cornish", "gv": "Manx",
        "an": "Aragonese", "ast": "Asturian", "mwl": "Mirandese", "rue": "Rusyn", "csb": "Kashubian",
        "dsb": "Lower Sorbian", "hsb": "Upper Sorbian", "sh": "Serbo-Croatian", "cu": "Church Slavonic",
        "orv": "Old East Slavic", "sga": "Old Irish", "mga": "Middle Irish", "enm": "Middle English",
        "fro": "Old French", "frm": "Middle French", "goh": "Old High German", "gmh": "Middle High German",
        "osx": "Old Saxon", "peo": "Old Persian", "pal": "Middle Persian", "akk": "Akkadian", "sux": "Sumerian",
        "egy": "Egyptian", "cop": "Coptic", "syc": "Syriac", "syr": "Syriac", "gez": "Ge'ez", "ti": "Tigrinya",
        "om": "Oromo", "ha": "Hausa", "yo": "Yoruba", "ig": "Igbo", "xh": "Xhosa", "st": "Sotho", "tn": "Tswana",
        "sn": "Shona", "rw": "Kinyarwanda", "rn": "Kirundi", "lg": "Luganda", "mg": "Malagasy", "wo": "Wolof",
        "ff": "Fula", "ln": "Lingala", "kg": "Kongo", "kmb": "Kimbundu", "umb": "Umbundu", "ny": "Chewa",
        "kab": "Kabyle", "tzm": "Central Atlas Tamazight", "ckb": "Central Kurdish", "kmr": "Kurmanji",
        "prs": "Dari", "bal": "Balochi", "sd": "Sindhi", "si": "Sinhala", "my": "Burmese", "lo": "Lao",
        "dz": "Dzongkha", "ug": "Uyghur", "mi": "Maori", "haw": "Hawaiian", "sm": "Samoan", "to": "Tongan",
        "fj": "Fijian", "qu": "Quechua", "ay": "Aymara", "gn": "Guarani", "ht": "Haitian Creole",
        "pap": "Papiamento", "iu": "Inuktitut", "kl": "Greenlandic", "fo": "Faroese", "se": "Northern Sami",
        "yue": "Cantonese", "nan": "Min Nan", "hak": "Hakka", "wuu": "Wu", "jv": "Javanese", "su": "Sundanese",
        "ceb": "Cebuano", "ilo": "Ilocano", "ks": "Kashmiri", "or": "Odia", "as": "Assamese", "kn": "Kannada",
        "pi": "Pali", "nb": "Norwegian Bokmål", "nn": "Norwegian Nynorsk", "gsw": "Swiss German",
        "nds": "Low German", "lad": "Ladino", "ota": "Ottoman Turkish", "xcl": "Classical Armenian", "ab": "Abkhaz",
        "os": "Ossetian", "ce": "Chechen", "cv": "Chuvash", "ba": "Bashkir", "sah": "Yakut", "ia": "Interlingua",
        "io": "Ido"
    ]

    /// The English name for a language code, or nil when unknown.
    static func name(of code: String) -> String? { names[code] }

    /// The last word of every name ("Greek" of "Ancient Greek"): a word
    /// that names a language where it labels one ("Greek: logos").
    static let lastWords: Set<String> = Set(names.values.compactMap { $0.split(separator: " ").last.map(String.init) })
}
