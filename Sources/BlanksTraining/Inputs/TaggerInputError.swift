/// Why a training or evaluation input (a CoNLL-U treebank, unlabelled text, a word list)
/// could not be read; names the file and line.
package enum TaggerInputError: Error, CustomStringConvertible, Equatable, Sendable {
    case unreadable(file: String, reason: String)
    case notGzip(file: String)
    case badLine(file: String, line: Int, reason: String)
    case empty(file: String)

    package var description: String {
        switch self {
        case let .unreadable(file, reason): "cannot read \(file): \(reason)"
        case let .notGzip(file): "\(file) is not a readable gzip file (corrupt or truncated)"
        case let .badLine(file, line, reason): "\(file), line \(line): \(reason)"
        case let .empty(file): "\(file) holds no sentences or words"
        }
    }
}
