import BlanksSupport

/// A deck (Anki schema 11 JSON), one per batch, named from seed and level
/// under a `wikiblanks` parent deck.
struct AnkiDeck: Encodable, Sendable {
    var id: Int64
    var name: String
    var desc: String
    var mod = AnkiIdentifiers.fixedSeconds
    var usn = -1
    var collapsed = false
    var browserCollapsed = false
    var dyn = 0
    /// The deck options group: Anki's default (1).
    var conf = 1
    var extendNew = 0
    var extendRev = 0
    var newToday = [0, 0]
    var revToday = [0, 0]
    var lrnToday = [0, 0]
    var timeToday = [0, 0]

    /// Anki's own "Default" deck, which every collection has.
    static let standard = AnkiDeck(id: 1, name: "Default", desc: "")

    init(id: Int64, name: String, desc: String) {
        self.id = id
        self.name = name
        self.desc = desc
    }

    init(batch: ExportBatch) {
        // `::` separates deck levels and control characters have no place in a name.
        let seed = batch.manifest.seed.escapingControlCharacters.replacingOccurrences(of: "::", with: ": :")
        self.init(
            id: AnkiIdentifiers.deckID(batch: batch.manifest.batch),
            name: "wikiblanks::\(seed) (level \(batch.manifest.level))",
            desc: "Fill-in-the-blank passages from Wikipedia, batch \(HTML.escape(batch.manifest.batch)). "
                + SourceAttribution.changeNote)
    }
}
