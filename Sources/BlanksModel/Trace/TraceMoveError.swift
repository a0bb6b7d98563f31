/// A placement the game refuses: nothing is scored and the message says
/// what to type instead.
public enum TraceMoveError: Error, Equatable, Sendable, CustomStringConvertible {
    case noSuchBox(String, labels: [String])
    case noSuchNumber(Int, count: Int)
    case alreadyPlaced(box: String, number: Int)
    case levelDone

    public var description: String {
        switch self {
        case let .noSuchBox(label, labels):
            return "there is no box \(label): the boxes are \(labels.joined(separator: ", "))"
        case let .noSuchNumber(number, count):
            return "there is no number \(number): the numbers are 1 to \(count)"
        case let .alreadyPlaced(box, number):
            return "box \(box) already holds its number \(number)"
        case .levelDone:
            return "this level is done"
        }
    }
}
