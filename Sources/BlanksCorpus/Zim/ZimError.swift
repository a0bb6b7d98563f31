/// Why a ZIM archive, or one of its entries, could not be read. Each is one
/// line naming the file and, for an entry, its path.
package enum ZimError: Error, Sendable, Equatable, CustomStringConvertible {
    /// libzim refused the archive (bad header, pointers out of bounds, a failed integrity check…).
    case unreadable(file: String, reason: String)
    /// A metadata entry every import needs is absent or malformed.
    case metadata(file: String, name: String, reason: String)
    /// One entry could not be read: the import stops there, as for a truncated dump.
    case entry(file: String, path: String, reason: String)

    package var description: String {
        switch self {
        case .unreadable(let file, let reason):
            return "\(file): \(reason); the file is damaged or not a ZIM archive libzim reads: fetch it again"
        case .metadata(let file, let name, let reason):
            return "\(file): metadata \"\(name)\" \(reason); the archive cannot be attributed without it"
        case .entry(let file, let path, let reason):
            return "\(file): entry \"\(path)\": \(reason)"
        }
    }
}
