import Foundation

/// The wiki a ZIM archive was made from and an article's page on it, read
/// from the archive's metadata: its `Source` when it names a host, else its
/// `Name` when that follows Kiwix's `<project>_<language>_…` naming for a
/// Wikimedia project ("wikipedia_en_all_nopic" → en.wikipedia.org). An
/// archive that names neither keeps its own name as the site and links the
/// entry inside it (`zim://<name>/<path>`): never a made-up web address.
package struct ZimArticleLink: Sendable, Equatable {
    package var site: String
    package var provenance: ZimProvenance

    package init(site: String, provenance: ZimProvenance) {
        self.site = site
        self.provenance = provenance
    }

    /// Wikimedia projects whose archives Kiwix names after them.
    static let wikimediaProjects: Set<String> = [
        "wikipedia", "wikibooks", "wikinews", "wikiquote", "wikisource", "wikiversity", "wikivoyage", "wiktionary"
    ]

    /// The wiki's host, when the metadata names it.
    package static func wikiHost(source: String, archive: String) -> String? {
        let trimmed = source.trimmingCharacters(in: .whitespaces)
        if !trimmed.isEmpty {
            let host = URL(string: trimmed.contains("://") ? trimmed : "https://\(trimmed)")?.host
            if let host, host.contains("."),
                host.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-") })
            {
                return host.lowercased()
            }
        }
        let name = archive.hasPrefix("kiwix.") ? String(archive.dropFirst("kiwix.".count)) : archive
        let parts = name.split(separator: "_", omittingEmptySubsequences: false)
        guard parts.count >= 2, wikimediaProjects.contains(String(parts[0])),
            !parts[1].isEmpty, parts[1].allSatisfy({ $0.isASCII && ($0.isLowercase || $0 == "-") })
        else { return nil }
        return "\(parts[1]).\(parts[0]).org"
    }

    /// The site a ZIM-made revision records: the wiki's host, or the archive's name.
    package static func site(source: String, archive: String) -> String {
        wikiHost(source: source, archive: archive) ?? archive
    }

    /// The article's page on its wiki, or its place in the archive.
    package var url: String {
        guard Self.wikiHost(source: provenance.source, archive: provenance.archive) == site else {
            return "zim://\(Self.percentEncoded(provenance.archive))/\(Self.percentEncoded(provenance.path))"
        }
        return "https://\(site)/wiki/\(Self.percentEncoded(Self.articleName(path: provenance.path)))"
    }

    /// The page name a path stands for: without an old-style namespace ("A/") or a ".html" ending.
    static func articleName(path: String) -> String {
        var name = Substring(path)
        if name.count > 2, name.dropFirst().first == "/" { name = name.dropFirst(2) }
        if name.hasSuffix(".html") { name = name.dropLast(".html".count) }
        return String(name)
    }

    /// `text` with everything but unreserved characters and `/` percent-encoded (UTF-8).
    static func percentEncoded(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "("), UInt8(ascii: ")"),
                UInt8(ascii: ","):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += "%" + ContentHash.hex([byte]).uppercased()
            }
        }
        return out
    }
}
