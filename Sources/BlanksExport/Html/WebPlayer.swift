import Foundation

/// The offline web player: one self-contained HTML file (code, styles and
/// the batches inside it, nothing fetched) that plays the batches in any
/// browser, from `file://` or a static server. The same batches give the same
/// bytes, the same as scripts/browser/assemble-player.py makes.
package enum WebPlayer {
    /// O(total size of the batches).
    package static func bytes(
        for batches: [ExportBatch], template: PlayerTemplate? = nil,
        progress: (Int) -> Void = { _ in }
    ) throws -> Data {
        let template = try template ?? PlayerTemplate.bundled()
        return template.page(data: try PlayerData.json(for: batches, progress: progress))
    }
}
