/// What can go wrong with a corpus, each with the file or id involved and,
/// where there is one, what to do about it.
package enum CorpusError: Error, Equatable, Sendable, CustomStringConvertible {
    case cannotOpen(path: String, reason: String)
    case cannotWrite(path: String, reason: String)
    case notACorpus(path: String)
    case locked(path: String)
    case missingRevision(revid: Int)
    case unreadableRevision(revid: Int, path: String, reason: String)
    case sha1Mismatch(revid: Int, path: String, expected: String, actual: String)
    case manifestMismatch(revid: Int, path: String, field: String)
    case malformedManifest(path: String, line: Int, reason: String)
    case invalidRevision(revid: Int, reason: String)
    /// A revision whose record would be larger than reading allows (`limit`,
    /// the store's `sizeLimit`): refused before it is written.
    case revisionTooLarge(pageid: Int, title: String, revid: Int, contentBytes: Int, limit: Int)

    package var description: String {
        switch self {
        case .cannotOpen(let path, let reason):
            return "\(path): cannot open (\(reason))"
        case .cannotWrite(let path, let reason):
            return "\(path): cannot write (\(reason))"
        case .notACorpus(let path):
            return "\(path): not a corpus (no manifest.jsonl); create one with `wikiblanks import` or `wikiblanks sync`"
        case .locked(let path):
            return "\(path): another wikiblanks process is writing this corpus; wait for it to finish"
        case .missingRevision(let revid):
            return "revision \(revid): not in the corpus manifest"
        case .unreadableRevision(let revid, let path, let reason):
            return "\(path): revision \(revid) unreadable: \(reason)"
        case .sha1Mismatch(let revid, let path, let expected, let actual):
            return "\(path): revision \(revid) content has sha1 \(actual), expected \(expected)"
        case .manifestMismatch(let revid, let path, let field):
            return "\(path): revision \(revid) disagrees with the manifest on \(field)"
        case .malformedManifest(let path, let line, let reason):
            return "\(path), line \(line): malformed manifest line (\(reason))"
        case .invalidRevision(let revid, let reason):
            return "revision \(revid): \(reason)"
        case .revisionTooLarge(let pageid, let title, let revid, let contentBytes, let limit):
            return
                "page \(pageid) \"\(title)\": revision \(revid): too large to store: its \(contentBytes) bytes of content "
                + "make a record of more than \(limit) bytes, the most a revision file may hold to be read back "
                + "(a control character takes 6 bytes in JSON); not stored"
        }
    }
}
