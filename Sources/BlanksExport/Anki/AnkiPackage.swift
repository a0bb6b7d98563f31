import Foundation

/// A `.apkg` in Anki's legacy package layout, which every Anki (desktop,
/// AnkiDroid, AnkiMobile) imports: a zip of `collection.anki2` and a `media`
/// file (no media: `{}`). One deck per batch, one note per puzzle, one card
/// per blank. The same batches give the same bytes.
package enum AnkiPackage {
    package static func bytes(for batches: [ExportBatch], progress: (Int) -> Void = { _ in }) throws -> Data {
        let collection = try AnkiCollection.bytes(for: batches, progress: progress)
        return try ZipArchive(entries: [
            .init(name: "collection.anki2", data: collection),
            .init(name: "media", data: Data("{}".utf8))
        ]).bytes()
    }
}
