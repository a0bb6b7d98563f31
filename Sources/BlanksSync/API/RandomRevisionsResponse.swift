/// A `formatversion=2` answer to `RandomRevisionsQuery`: the pages, and
/// the `continue` object to send back when the server truncated the result.
public struct RandomRevisionsResponse: Decodable, Sendable, Equatable {
    public var batchcomplete: Bool?
    public var `continue`: [String: String]?
    public var query: Query?

    public struct Query: Decodable, Sendable, Equatable {
        public var pages: [Page]?
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

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        batchcomplete = try container.decodeIfPresent(Bool.self, forKey: .batchcomplete)
        query = try container.decodeIfPresent(Query.self, forKey: .query)
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
