/// One user entry of a ZIM archive as its directory lists it, without its content.
package struct ZimEntry: Sendable, Equatable {
    /// Position in path order, 0..<`ZimArchive.entryCount`.
    package var index: UInt32
    /// The entry's path: "Anarchism", or "A/Anarchism" in an archive with namespaces.
    package var path: String
    package var title: String
    /// Empty for a redirect.
    package var mimeType: String
    package var isRedirect: Bool
    /// Content bytes as the archive records them (0 for a redirect).
    package var size: UInt64

    /// True for an entry holding an HTML page (`text/html`, with or without parameters).
    package var isHTML: Bool {
        let type =
            mimeType.split(separator: ";", maxSplits: 1).first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        return type.lowercased() == "text/html"
    }
}
