import BlanksSupport

/// A folder name that stays one entry of the folder it is put in: not empty,
/// no `/`, no `..`, no control character (NUL included), no leading dot (so
/// never `.` or `..`, and never one of the hidden staging folders), and at
/// most `maximumBytes` bytes of UTF-8.
///
/// Every name that comes from a file (a batch id in a shard manifest) or
/// that becomes a folder under `--out` passes through here first, so a
/// hostile `../../victim` can never make `merge` or `generate` write,
/// replace or remove anything outside the folder they were given.
package struct PlainName: Hashable, Sendable, CustomStringConvertible {
    /// Leaves room under NAME_MAX (255) for the staging prefix and a process id.
    package static let maximumBytes = 200

    package let value: String

    package var description: String { value }

    /// Why a text is not a plain name: the reason a refusal names.
    package enum Problem: Error, Equatable, Sendable, CustomStringConvertible {
        case empty
        case tooLong(bytes: Int)
        case slash
        case dotDot
        case leadingDot
        case controlCharacter

        package var description: String {
            switch self {
            case .empty: return "it is empty"
            case .tooLong(let bytes): return "it is \(bytes) bytes long, at most \(PlainName.maximumBytes) are allowed"
            case .slash: return "it holds '/'"
            case .dotDot: return "it holds '..'"
            case .leadingDot: return "it starts with '.'"
            case .controlCharacter: return "it holds a control character"
            }
        }
    }

    package init(_ text: String) throws(Problem) {
        if let problem = Self.problem(in: text) { throw problem }
        value = text
    }

    /// The first rule `text` breaks, or nil for a plain name. O(length of `text`).
    package static func problem(in text: String) -> Problem? {
        let bytes = text.utf8.count
        if bytes == 0 { return .empty }
        if bytes > maximumBytes { return .tooLong(bytes: bytes) }
        if text.utf8.contains(UInt8(ascii: "/")) { return .slash }
        if text.utf8.first == UInt8(ascii: ".") { return .leadingDot }
        if text.contains("..") { return .dotDot }
        if text.escapingControlCharacters != text { return .controlCharacter }
        return nil
    }

    /// True for a plain name.
    package static func isPlain(_ text: String) -> Bool { problem(in: text) == nil }
}
