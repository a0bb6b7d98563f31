import BlanksSupport
import Foundation

/// Turns the event stream of a MediaWiki export into pages, one at a time,
/// keeping only each page's latest revision so memory stays flat.
///
/// Memory is bounded whatever the input: an element's text is kept up to
/// `textLimit` bytes for a revision's `<text>` and `fieldLimit` for any
/// other element; past that it is only counted, and the page is refused
/// (see `Page.oversized` and `PageRevision.textBytes`).
struct DumpPageParser {
    struct PageRevision {
        var id = 0
        var parentID = 0
        var timestamp = ""
        var model = "wikitext"
        var sha1: String?
        var text: String?
        /// Bytes of `<text>` when they were more than `textLimit` (then `text` is nil).
        var textBytes: Int?
    }

    struct Page {
        var title = ""
        var ns = 0
        var id = 0
        var isRedirect = false
        var latest: PageRevision?
        /// The first element of the page whose text was over `fieldLimit`, with its size.
        var oversized: (element: String, bytes: Int)?
    }

    /// Largest revision text kept: larger text could not be stored.
    let textLimit: Int
    /// Largest text kept for any other element (MediaWiki titles are at most 255 bytes).
    let fieldLimit: Int

    private(set) var site = "unknown"
    private(set) var schema: String?
    private var path: [String] = []
    private var text = ""
    private var page: Page?
    private var revision: PageRevision?
    private var textDeleted = false
    /// UTF-8 bytes of the current element's text, kept or not.
    private var textBytes = 0

    init(textLimit: Int = RevisionStore.defaultSizeLimit, fieldLimit: Int = 64 << 10) {
        self.textLimit = textLimit
        self.fieldLimit = fieldLimit
    }

    /// Feeds one event; returns a page when its end tag arrives.
    mutating func consume(_ event: XMLEvent, line: Int) throws -> Page? {
        switch event {
        case .start(let name, let attributes):
            if path.isEmpty {
                guard name == "mediawiki" else {
                    throw XMLReadError.malformed(
                        line: line, reason: "root element is <\(name)>, not a MediaWiki export <mediawiki>")
                }
                schema = attributes["version"]
            }
            path.append(name)
            text = ""
            textBytes = 0
            switch name {
            case "page" where path.count == 2: page = Page()
            case "revision" where page != nil: revision = PageRevision()
            case "redirect" where path.count == 3: page?.isRedirect = true
            case "text" where revision != nil: textDeleted = attributes["deleted"] != nil
            default: break
            }
            return nil
        case .text(let chunk):
            textBytes = textBytes.saturatingAdding(chunk.utf8.count)
            if textBytes <= limitForCurrentElement {
                text += chunk
            } else {
                text = ""
            }
            return nil
        case .end(let name):
            defer {
                path.removeLast()
                text = ""
                textBytes = 0
            }
            let parent = path.count >= 2 ? path[path.count - 2] : ""
            if textBytes > limitForCurrentElement {
                try recordOversized(name, parent: parent, line: line)
                text = ""
            }
            switch (parent, name) {
            case ("siteinfo", "base"):
                site = Self.host(of: text) ?? site
            case ("page", "title"): page?.title = text
            case ("page", "ns"): page?.ns = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
            case ("page", "id"): page?.id = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
            case ("revision", "id"): revision?.id = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
            case ("revision", "parentid"):
                revision?.parentID = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
            case ("revision", "timestamp"): revision?.timestamp = text.trimmingCharacters(in: .whitespacesAndNewlines)
            case ("revision", "model"): revision?.model = text.trimmingCharacters(in: .whitespacesAndNewlines)
            case ("revision", "sha1"): revision?.sha1 = text.trimmingCharacters(in: .whitespacesAndNewlines)
            case ("revision", "text"):
                let kept = !textDeleted && revision?.textBytes == nil
                revision?.text = kept ? text : nil
            case ("page", "revision"):
                if let candidate = revision {
                    if let current = page?.latest {
                        if (candidate.timestamp, candidate.id) > (current.timestamp, current.id) {
                            page?.latest = candidate
                        }
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

    /// The page being read, for messages: `page 12 "Anarchism"` (id and title once read).
    var openPage: String? {
        page.map { "page \($0.id) \"\($0.title)\"" }
    }

    private var limitForCurrentElement: Int {
        path.last == "text" && revision != nil ? textLimit : fieldLimit
    }

    /// Notes an element whose text was over its limit: the revision's text
    /// is refused with its page; elsewhere in a page the page is refused;
    /// outside pages the dump is.
    private mutating func recordOversized(_ name: String, parent: String, line: Int) throws {
        if parent == "revision", name == "text", revision != nil {
            revision?.textBytes = textBytes
        } else if page != nil {
            if page?.oversized == nil { page?.oversized = (name, textBytes) }
        } else {
            throw XMLReadError.tooLarge(line: line, what: "text of <\(name)>", limit: fieldLimit)
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
