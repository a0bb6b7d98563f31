extension KeyedDecodingContainer {
    /// An integer member of an API answer, read through `Double`: Foundation's JSON
    /// decoder fails the whole document, not just this member, when a number such as
    /// `1e300`, `1.5` or `99999999999999999999` is asked for as an `Int`, and one page
    /// of nonsense must not cost the others. Integers up to 2^53 in magnitude are
    /// exact in a `Double`; anything else is refused as this member's own error.
    func decodeAPIInteger(forKey key: Key) throws -> Int {
        let value = try decode(Double.self, forKey: key)
        guard value.rounded() == value, abs(value) <= 9_007_199_254_740_992 else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self,
                debugDescription: "\(value) is not an integer id")
        }
        return Int(value)
    }

    func decodeAPIIntegerIfPresent(forKey key: Key) throws -> Int? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        return try decodeAPIInteger(forKey: key)
    }
}

extension RandomRevisionsResponse.Page {
    enum CodingKeys: String, CodingKey { case pageid, ns, title, missing, invalid, pageprops, revisions }

    package init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        pageid = try container.decodeAPIIntegerIfPresent(forKey: .pageid)
        ns = try container.decodeAPIInteger(forKey: .ns)
        title = try container.decode(String.self, forKey: .title)
        missing = try container.decodeIfPresent(Bool.self, forKey: .missing)
        invalid = try container.decodeIfPresent(Bool.self, forKey: .invalid)
        pageprops = try container.decodeIfPresent(RandomRevisionsResponse.PageProps.self, forKey: .pageprops)
        revisions = try container.decodeIfPresent([RandomRevisionsResponse.PageRevision].self, forKey: .revisions)
    }
}

extension RandomRevisionsResponse.PageRevision {
    enum CodingKeys: String, CodingKey { case revid, parentid, timestamp, sha1, sha1hidden, slots }

    package init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        revid = try container.decodeAPIInteger(forKey: .revid)
        parentid = try container.decodeAPIIntegerIfPresent(forKey: .parentid)
        timestamp = try container.decode(String.self, forKey: .timestamp)
        sha1 = try container.decodeIfPresent(String.self, forKey: .sha1)
        sha1hidden = try container.decodeIfPresent(Bool.self, forKey: .sha1hidden)
        slots = try container.decodeIfPresent(RandomRevisionsResponse.Slots.self, forKey: .slots)
    }
}
