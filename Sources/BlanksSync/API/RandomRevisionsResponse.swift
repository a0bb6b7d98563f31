import BlanksSupport

/// A `formatversion=2` answer to `RandomRevisionsQuery`: the pages, and
/// the `continue` object to send back when the server truncated the result.
public struct RandomRevisionsResponse: Decodable, Sendable, Equatable {
    public var batchcomplete: Bool?
    public var `continue`: [String: String]?
    public var query: Query?

    public struct Query: Decodable, Sendable, Equatable {
        public var pages: [Page]?
        /// Pages that could not be read (an id too large for an integer, a title that is
        /// not a string, …): reported and skipped, while the other pages are kept.
        public var unreadable: [UnreadablePage] = []

        enum CodingKeys: String, CodingKey { case pages }

        public init(pages: [Page]?, unreadable: [UnreadablePage] = []) {
            self.pages = pages
            self.unreadable = unreadable
        }

        public init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            guard let entries = try container.decodeIfPresent([PageEntry].self, forKey: .pages) else { return }
            var pages: [Page] = []
            for (index, entry) in entries.enumerated() {
                switch entry {
                case .page(let page): pages.append(page)
                case .unreadable(var page):
                    page.position = index
                    unreadable.append(page)
                }
            }
            self.pages = pages
        }
    }

    /// One element of `pages`, read or not: decoding it never fails, so one
    /// page of nonsense does not cost the response.
    enum PageEntry: Decodable {
        case page(Page)
        case unreadable(UnreadablePage)

        init(from decoder: Decoder) throws {
            do {
                self = .page(try Page(from: decoder))
            } catch let error as DecodingError {
                self = .unreadable(UnreadablePage(from: decoder, error: error))
            }
        }
    }

    /// A page of the response that is not a page as the API describes it.
    public struct UnreadablePage: Sendable, Equatable {
        /// Its index in `pages`.
        public var position = 0
        public var pageid: Int?
        public var title: String?
        public var reason: String

        init(position: Int = 0, pageid: Int?, title: String?, reason: String) {
            self.position = position
            self.pageid = pageid
            self.title = title
            self.reason = reason
        }

        /// What can still be read of it, for the message.
        init(from decoder: Decoder, error: DecodingError) {
            let container = try? decoder.container(keyedBy: IdentityKeys.self)
            pageid = (try? container?.decodeAPIIntegerIfPresent(forKey: .pageid)) ?? nil
            title = (try? container?.decodeIfPresent(String.self, forKey: .title)) ?? nil
            reason = error.summary
        }

        enum IdentityKeys: String, CodingKey { case pageid, title }
    }

    public struct Page: Decodable, Sendable, Equatable {
        public var pageid: Int?
        public var ns: Int
        public var title: String
        public var missing: Bool?
        public var invalid: Bool?
        public var pageprops: PageProps?
        /// Absent when the server left this page's content for a continuation.
        public var revisions: [PageRevision]?
    }

    /// The page properties asked for (`ppprop`); others are ignored.
    public struct PageProps: Decodable, Sendable, Equatable {
        /// Present (with an empty value) on disambiguation pages.
        public var disambiguation: ScalarValue?
    }

    public struct PageRevision: Decodable, Sendable, Equatable {
        public var revid: Int
        public var parentid: Int?
        public var timestamp: String
        public var sha1: String?
        public var sha1hidden: Bool?
        public var slots: Slots?
    }

    public struct Slots: Decodable, Sendable, Equatable {
        public var main: Slot?
    }

    public struct Slot: Decodable, Sendable, Equatable {
        public var contentmodel: String?
        public var content: String?
        public var texthidden: Bool?
    }

    enum CodingKeys: String, CodingKey {
        case batchcomplete, `continue`, query
    }

    /// JSON that is no answer of the Action API to this query.
    public struct NotAnAnswer: Error, CustomStringConvertible {
        public var description: String { "no batchcomplete, query or continue member" }
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        batchcomplete = try container.decodeIfPresent(Bool.self, forKey: .batchcomplete)
        query = try container.decodeIfPresent(Query.self, forKey: .query)
        // Every answer of the API to this query has at least one of the three; JSON with
        // none of them (`{"not":"mediawiki"}`) is not an empty result but not an answer at all.
        guard batchcomplete != nil || query != nil || container.contains(.continue) else {
            throw NotAnAnswer()
        }
        // Continuation values are strings in formatversion=2; accept numbers too.
        if let raw = try container.decodeIfPresent([String: ScalarValue].self, forKey: .continue) {
            self.continue = raw.mapValues(\.text)
        }
    }
}

/// A JSON string or number, kept as text.
public struct ScalarValue: Decodable, Sendable, Equatable {
    public var text: String

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let string = try? container.decode(String.self) {
            text = string
        } else if let integer = try? container.decode(Int.self) {
            text = String(integer)
        } else {
            text = String(try container.decode(Double.self))
        }
    }
}
