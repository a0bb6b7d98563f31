/// A placement the game refuses: nothing is scored and the message says
/// what to type instead.
public enum TraceMoveError: Error, Equatable, Sendable, CustomStringConvertible {
    case noSuchBox(String, labels: [String])
    case noSuchNumber(Int, count: Int)
    case alreadyPlaced(box: String, number: Int)
    case levelDone

    public var description: String {
        switch self {
        case .noSuchBox(let label, let labels):
            return "there is no box \(label): the boxes are \(labels.joined(separator: ", "))"
        case .noSuchNumber(let number, let count):
            return "there is no number \(number): the numbers are 1 to \(count)"
        case .alreadyPlaced(let box, let number):
            return "box \(box) already holds its number \(number)"
        case .levelDone:
            return "this level is done"
        }
    }
}
