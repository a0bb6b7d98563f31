/// A template invocation split into its name and arguments, as MediaWiki
/// splits `{{name|positional|key=value}}`.
struct TemplateCall {
    /// Lowercased, with underscores as spaces, runs of spaces collapsed and
    /// `Template:`/`subst:` prefixes removed, e.g. "convert", "lang-fr".
    var name: String
    /// Positional arguments in order, trimmed.
    var positional: [String]
    /// Named arguments, keys trimmed and lowercased.
    var named: [String: String]

    init(name: String, positional: [String] = [], named: [String: String] = [:]) {
        self.name = name
        self.positional = positional
        self.named = named
    }

    /// Normalises the name field of a template.
    static func normalizedName(_ field: ArraySlice<UInt8>) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(field.count)
        var pendingSpace = false
        var ascii = true
        for b in field {
            if b <= 0x20 || b == UInt8(ascii: "_") {
                pendingSpace = !bytes.isEmpty
                continue
            }
            if pendingSpace { bytes.append(0x20) }
            pendingSpace = false
            if b >= 0x80 { ascii = false }
            bytes.append(ASCII.lower(b))
        }
        var name = String(decoding: bytes, as: UTF8.self)
        if !ascii { name = name.lowercased() }
        // Every prefix ends in a colon: a name without one (most) is compared with none.
        guard name.utf8.contains(UInt8(ascii: ":")) else { return name }
        for prefix in ["template:", "subst:", "safesubst:", "msgnw:"] where name.hasPrefix(prefix) {
            name = String(name.dropFirst(prefix.count)).trimmingSpaces()
        }
        return name
    }

    /// Splits the fields after the name into arguments. A numbered
    /// argument (`{{nowrap|1=E = mc2}}`, written so because its value holds
    /// "=") is the positional argument of that number, as in MediaWiki.
    init(name: String, argumentFields: ArraySlice<ArraySlice<UInt8>>) {
        self.name = name
        positional = []
        named = [:]
        var numbered: [(Int, String)] = []
        for field in argumentFields {
            if let eq = field.firstIndex(of: UInt8(ascii: "=")), eq - field.startIndex <= 40 {
                let key = String(decoding: WikiLink.trimmed(field[..<eq]), as: UTF8.self).lowercased()
                if let number = Int(key), (1...Self.maximumNumberedArgument).contains(number) {
                    numbered.append((number, Self.text(field[(eq + 1)...])))
                    continue
                }
                if !key.isEmpty {
                    named[key] = Self.text(field[(eq + 1)...])
                    continue
                }
            }
            positional.append(Self.text(field))
        }
        // A later argument of the same number wins, as in MediaWiki.
        for (number, value) in numbered {
            while positional.count < number { positional.append("") }
            positional[number - 1] = value
        }
    }

    /// The highest argument number read as positional, so a hostile
    /// `{{x|999999999=y}}` cannot make a huge array.
    static let maximumNumberedArgument = 20

    static func text(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: WikiLink.trimmed(bytes), as: UTF8.self)
    }

    /// The positional argument at `index`, or nil when absent or empty.
    func argument(_ index: Int) -> String? {
        guard index < positional.count, !positional[index].isEmpty else { return nil }
        return positional[index]
    }

    /// Positional arguments that are not empty.
    var nonEmptyPositional: [String] { positional.filter { !$0.isEmpty } }

    /// True when the named argument is set to a yes-like value.
    func flag(_ key: String) -> Bool {
        guard let value = named[key]?.lowercased() else { return false }
        return ["y", "yes", "on", "true", "1"].contains(value)
    }
}

extension String {
    func trimmingSpaces() -> String {
        var s = Substring(self)
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
