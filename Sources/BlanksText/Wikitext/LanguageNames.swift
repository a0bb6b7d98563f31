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
    ]

    /// The English name for a language code, or nil when unknown.
    static func name(of code: String) -> String? { names[code] }
}
