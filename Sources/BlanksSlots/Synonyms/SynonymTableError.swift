/// Why the synonym table could not be loaded. Each message names the file
/// and says what to do about it.
package enum SynonymTableError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The file could not be read or is not gzip.
    case unreadable(source: String, reason: String)
    /// A line that is not `form<TAB>pos<TAB>bases<TAB>senses`.
    case malformed(source: String, line: Int, detail: String)
    /// The table resource is missing from the package bundle.
    case bundledTableMissing

    package var description: String {
        switch self {
        case .unreadable(let source, let reason):
            "cannot read synonym table \(source): \(reason); rebuild it with `make synonyms`"
        case .malformed(let source, let line, let detail):
            "synonym table \(source), line \(line): \(detail); rebuild it with `make synonyms`"
        case .bundledTableMissing:
            "the synonym table (wikiblanks_BlanksSlots.resources/Resources/synonyms.tsv.gz) is not beside the "
                + "wikiblanks binary; install the binary with its .resources folders, or rebuild"
        }
    }
}
