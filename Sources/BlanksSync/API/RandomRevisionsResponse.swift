import BlanksSupport

/// A `formatversion=2` answer to `RandomRevisionsQuery`: the pages, and
/// the `continue` object to send back when the server truncated the result.
package struct RandomRevisionsResponse: Decodable, Sendable, Equatable {
    package var batchcomplete: Bool?
    package var `continue`: [String: String]?
    package var query: Query?

    package struct Query: Decodable, Sendable, Equatable {
        package var pages: [Page]?
        /// Pages that could not be read (an id too large for an integer, a title that is
        /// not a string, …): reported and skipped, while the other pages are kept.
        package var unreadable: [UnreadablePage] = []

        enum CodingKeys: String, CodingKey { case pages }

        package init(pages: [Page]?, unreadable: [UnreadablePage] = []) {
            self.pages = pages
            self.unreadable = unreadable
        }

        package init(from decoder: Decoder) throws {
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
    package struct UnreadablePage: Sendable, Equatable {
        /// Its index in `pages`.
        package var position = 0
        package var pageid: Int?
        package var title: String?
        package var reason: String

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

    package struct Page: Decodable, Sendable, Equatable {
        package var pageid: Int?
        package var ns: Int
        package var title: String
        package var missing: Bool?
        package var invalid: Bool?
        package var pageprops: PageProps?
        /// Absent when the server left this page's content for a continuation.
        package var revisions: [PageRevision]?
    }

    /// The page properties asked for (`ppprop`); others are ignored.
    package struct PageProps: Decodable, Sendable, Equatable {
        /// Present (with an empty value) on disambiguation pages.
        package var disambiguation: ScalarValue?
    }

    package struct PageRevision: Decodable, Sendable, Equatable {
        package var revid: Int
        package var parentid: Int?
        package var timestamp: String
        package var sha1: String?
        package var sha1hidden: Bool?
        package var slots: Slots?
    }

    package struct Slots: Decodable, Sendable, Equatable {
        package var main: Slot?
    }

    package struct Slot: Decodable, Sendable, Equatable {
        package var contentmodel: String?
        package var content: String?
        package var texthidden: Bool?
    }

    enum CodingKeys: String, CodingKey {
        case batchcomplete, `continue`, query
    }

    /// JSON that is no answer of the Action API to this query.
    package struct NotAnAnswer: Error, CustomStringConvertible {
        package var description: String { "no batchcomplete, query or continue member" }
    }

    package init(from decoder: Decoder) throws {
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
package struct ScalarValue: Decodable, Sendable, Equatable {
    package var text: String

    package init(from decoder: Decoder) throws {
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
