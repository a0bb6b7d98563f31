/// Why a training or evaluation input (a CoNLL-U treebank, unlabelled text, a word list)
/// could not be read; names the file and line.
package enum TaggerInputError: Error, CustomStringConvertible, Equatable, Sendable {
    case unreadable(file: String, reason: String)
    case notGzip(file: String)
    case badLine(file: String, line: Int, reason: String)
    case empty(file: String)

    package var description: String {
        switch self {
        case .unreadable(let file, let reason): "cannot read \(file): \(reason)"
        case .notGzip(let file): "\(file) is not a readable gzip file (corrupt or truncated)"
        case .badLine(let file, let line, let reason): "\(file), line \(line): \(reason)"
        case .empty(let file): "\(file) holds no sentences or words"
        }
    }
}
