/// Where a ZIM-made revision came from, kept in its record for attribution:
/// the archive as its metadata names it (an absent optional value is empty)
/// and the entry's path inside it. The licence, creator and source are the
/// archive's word; Wikimedia content without a `License` metadata entry is
/// CC BY-SA, dated by `date` as for dumps (`Licence(revisionTimestamp:)`).
package struct ZimProvenance: Codable, Hashable, Sendable {
    /// The archive's `Name` ("wikipedia_en_all_nopic"): stable across its releases.
    package var archive: String
    /// The archive's `Title` ("Wikipedia").
    package var archiveTitle: String
    /// The archive's `Date` (YYYY-MM-DD).
    package var date: String
    /// The archive's `Language` (ISO 639-3, "eng").
    package var language: String
    /// The archive's `Source` (the wiki it was made from), may be empty.
    package var source: String
    package var creator: String
    package var publisher: String
    /// The archive's `License`, may be empty.
    package var license: String
    /// The entry's path in the archive.
    package var path: String

    package init(
        archive: String, archiveTitle: String, date: String, language: String, source: String,
        creator: String, publisher: String, license: String, path: String
    ) {
        self.archive = archive
        self.archiveTitle = archiveTitle
        self.date = date
        self.language = language
        self.source = source
        self.creator = creator
        self.publisher = publisher
        self.license = license
        self.path = path
    }

    /// The members in canonical (sorted-key) order, for `RevisionRecordEncoder`.
    var canonicalMembers: [(String, String)] {
        [
            ("archive", archive), ("archiveTitle", archiveTitle), ("creator", creator), ("date", date),
            ("language", language), ("license", license), ("path", path), ("publisher", publisher), ("source", source)
        ]
    }
}
