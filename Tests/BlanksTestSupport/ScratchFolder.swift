import Foundation

/// A new, empty folder under the system's temporary folder for one test.
/// Its name holds `label` (by default the calling function's name), so
/// leftovers are recognisable.
public struct TemporaryDirectory: Sendable {
    public let url: URL

    public init(_ label: String = #function) throws {
        let name = String(label.filter { $0.isLetter || $0.isNumber || $0 == "-" }.prefix(80))
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("wikiblanks-\(name)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    public func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    public func remove() { try? FileManager.default.removeItem(at: url) }
}
