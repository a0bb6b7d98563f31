/// A problem with the progress database. The file is never deleted or
/// recreated because of one of these: each message says what to do instead.
package enum ProgressStoreError: Error, Equatable, Sendable, CustomStringConvertible {
    case cannotCreateDirectory(path: String, reason: String)
    case cannotOpen(path: String, reason: String)
    case notADatabase(path: String)
    case corrupt(path: String, detail: String)
    case locked(path: String)
    case inUse(path: String)
    case readOnly(path: String)
    case foreignDatabase(path: String)
    case newerSchema(path: String)
    case failed(path: String, reason: String)
    case invalidProfileName(String)
    case noSuchGame(Int64)
    case noSuchTraceGame(Int64)
    case noSuchGameNamed(String)
    case gameAlreadyFinished(Int64)

    package var description: String {
        switch self {
        case .cannotCreateDirectory(let path, let reason):
            return "\(path): cannot create the directory for the progress database: \(reason)"
        case .cannotOpen(let path, let reason):
            return "\(path): cannot open the progress database: \(reason)"
        case .notADatabase(let path):
            return "\(path): not an SQLite database (damaged?); it was left untouched: move it aside or pass --db FILE"
        case .corrupt(let path, let detail):
            return "\(path): the progress database is damaged (\(detail)); it was left untouched: "
                + "move it aside or pass --db FILE"
        case .locked(let path):
            return "\(path): the progress database is locked by another program (another game running?); "
                + "close it and try again"
        case .inUse(let path):
            return "\(path): another wikiblanks play is already using this progress database; "
                + "finish or quit that game first, or pass --db FILE"
        case .readOnly(let path):
            return "\(path): the progress database is read-only; fix its permissions or pass --db FILE"
        case .foreignDatabase(let path):
            return "\(path): this SQLite file is not a wikiblanks progress database; it was left untouched: "
                + "pass --db FILE"
        case .newerSchema(let path):
            return "\(path): the progress database was written by a newer wikiblanks; update wikiblanks"
        case .failed(let path, let reason):
            return "\(path): progress database error: \(reason)"
        case .invalidProfileName(let name):
            return "invalid profile name \"\(name)\": use 1 to 64 printable characters"
        case .noSuchGame(let id):
            return "no game \(id) in the progress database; wikiblanks history lists the games"
        case .noSuchTraceGame(let id):
            return "no game T\(id) in the progress database; wikiblanks history lists the games"
        case .noSuchGameNamed(let name):
            return "no game \(name) in the progress database: games are numbered 1, 2… (blanks) and T1, T2… (trace); "
                + "wikiblanks history lists them"
        case .gameAlreadyFinished(let id):
            return "game \(id) is already finished"
        }
    }
}
