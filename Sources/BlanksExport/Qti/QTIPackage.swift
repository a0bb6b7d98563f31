import Foundation

/// A QTI 2.1 content package (a zip): `imsmanifest.xml` first, then one
/// `assessmentTest` per batch under `tests/` and one `assessmentItem` per
/// puzzle under `items/`, in batch order. Canvas, Blackboard, ILIAS, OpenOlat
/// and TAO import it (Moodle with a QTI plugin); identifiers come from the puzzle and batch
/// ids, so a platform that matches items by identifier updates them when a
/// newer package holding the same puzzles is imported.
/// The same batches give the same bytes (the zip writer's fixed times and order).
package enum QTIPackage {
    /// O(total size of the batches).
    package static func bytes(
        for batches: [ExportBatch], type: QTIInteractionType,
        progress: (Int) -> Void = { _ in }
    ) throws -> Data {
        let tests = Self.tests(batches)
        let item = QTIItem(type: type)
        var entries: [ZipArchive.Entry] = [
            .init(name: "imsmanifest.xml", data: Data(QTIManifest(tests: tests).xml().utf8))
        ]
        for test in tests {
            entries.append(.init(name: test.href, data: Data(test.xml().utf8)))
        }
        var done = 0
        for batch in batches {
            for puzzle in batch.puzzles {
                entries.append(.init(name: QTIItem.href(puzzle), data: Data(item.xml(puzzle).utf8)))
                done += 1
                progress(done)
            }
        }
        return try ZipArchive(entries: entries).bytes()
    }

    /// One test per batch, identified by its batch id; a batch id given again
    /// (two folders of one empty batch) gets `-2`, `-3`… so identifiers stay unique.
    static func tests(_ batches: [ExportBatch]) -> [QTITest] {
        var used: Set<String> = []
        return batches.map { batch in
            let base = QTIIdentifier.test(batch.manifest.batch)
            var identifier = base
            var copy = 1
            while used.contains(identifier) {
                copy += 1
                identifier = "\(base)-\(copy)"
            }
            used.insert(identifier)
            return QTITest(identifier: identifier, batch: batch)
        }
    }
}
