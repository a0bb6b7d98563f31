import Foundation

/// Turns the event stream of a MediaWiki export into pages, one at a time,
/// keeping only each page's latest revision so memory stays flat.
struct DumpPageParser {
    struct PageRevision {
        var id = 0
        var parentID = 0
        var timestamp = ""
        var model = "wikitext"
        var sha1: String?
        var text: String?
    }

    struct Page {
        var title = ""
        var ns = 0
        var id = 0
        var isRedirect = false
        var latest: PageRevision?
    }

    private(set) var site = "unknown"
    private(set) var schema: String?
    private var path: [String] = []
    private var text = ""
    private var page: Page?
    private var revision: PageRevision?
    private var textDeleted = false

    /// Feeds one event; returns a page when its end tag arrives.
    mutating func consume(_ event: XMLEvent, line: Int) throws -> Page? {
        switch event {
        case .start(let name, let attributes):
            if path.isEmpty {
                guard name == "mediawiki" else {
                    throw XMLReadError.malformed(line: line, reason: "root element is <\(name)>, not a MediaWiki export <mediawiki>")
                }
                schema = attributes["version"]
            }
            path.append(name)
            text = ""
            switch name {
            case "page" where path.count == 2: page = Page()
            case "revision" where page != nil: revision = PageRevision()
            case "redirect" where path.count == 3: page?.isRedirect = true
            case "text" where revision != nil: textDeleted = attributes["deleted"] != nil
            default: break
            }
            return nil
        case .text(let chunk):
            text += chunk
            return nil
        case .end(let name):
            defer {
                path.removeLast()
                text = ""
            }
            let parent = path.count >= 2 ? path[path.count - 2] : ""
            switch (parent, name) {
            case ("siteinfo", "base"):
                site = Self.host(of: text) ?? site
            case ("page", "title"): page?.title = text
            case ("page", "ns"): page?.ns = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
            case ("page", "id"): page?.id = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
            case ("revision", "id"): revision?.id = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
            case ("revision", "parentid"): revision?.parentID = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
            case ("revision", "timestamp"): revision?.timestamp = text.trimmingCharacters(in: .whitespacesAndNewlines)
            case ("revision", "model"): revision?.model = text.trimmingCharacters(in: .whitespacesAndNewlines)
            case ("revision", "sha1"): revision?.sha1 = text.trimmingCharacters(in: .whitespacesAndNewlines)
            case ("revision", "text"): revision?.text = textDeleted ? nil : text
            case ("page", "revision"):
                if let candidate = revision {
                    if let current = page?.latest {
                        if (candidate.timestamp, candidate.id) > (current.timestamp, current.id) { page?.latest = candidate }
                    } else {
                        page?.latest = candidate
                    }
                }
                revision = nil
            case ("mediawiki", "page"):
                defer { page = nil }
                return page
            default: break
            }
            return nil
        }
    }

    /// "https://en.wikipedia.org/wiki/Main_Page" → "en.wikipedia.org".
    static func host(of base: String) -> String? {
        guard let schemeEnd = base.range(of: "://") else { return nil }
        let rest = base[schemeEnd.upperBound...]
        let host = rest.prefix { $0 != "/" && $0 != ":" }
        return host.isEmpty ? nil : String(host)
    }
}
