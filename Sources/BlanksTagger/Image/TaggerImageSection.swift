/// The sections of a model image (format 6), in the order the directory
/// lists them and the file holds them. Each is an array of fixed-size
/// little-endian values in the layout the tagger reads in place.
enum TaggerImageSection: Int, CaseIterable {
    /// `TaggerLexicon`: packed entries in key order, hash slots (keys and rows).
    case lexiconEntries, lexiconSlots
    /// `TaggerWordClassTable`: slots (32-bit key and class byte).
    case listedSlots
    /// The tag dictionary: tag bytes in key order, hash slots.
    case dictionaryTags, dictionarySlots
    /// `TaggerWeightTable`: weight rows in key order, hash slots.
    case weights, weightSlots
    /// `TaggerWordCache`: form ends, form bytes, hash slots, score vectors, word infos.
    case cacheWordEnds, cacheWordBytes, cacheSlots, cacheVectors, cacheInfos
    /// `TaggerTagTables`: history and look-ahead score vectors.
    case tagHistory, tagLookahead

    /// Bytes per value.
    var elementSize: Int {
        switch self {
        case .dictionaryTags, .cacheWordBytes: 1
        case .weights: 2
        case .cacheWordEnds, .cacheVectors, .tagHistory, .tagLookahead: 4
        default: 8
        }
    }

    /// Whether the section holds hash slots, whose directory entry carries
    /// the table's longest probe.
    var holdsSlots: Bool {
        switch self {
        case .lexiconSlots, .listedSlots, .dictionarySlots, .weightSlots, .cacheSlots: true
        default: false
        }
    }

    /// A name for error messages.
    var name: String {
        switch self {
        case .lexiconEntries: "lexicon entries"
        case .lexiconSlots: "lexicon table"
        case .listedSlots: "word list table"
        case .dictionaryTags: "tag dictionary tags"
        case .dictionarySlots: "tag dictionary table"
        case .weights: "weights"
        case .weightSlots: "feature table"
        case .cacheWordEnds: "cached word ends"
        case .cacheWordBytes: "cached words"
        case .cacheSlots: "cached word table"
        case .cacheVectors: "cached word scores"
        case .cacheInfos: "cached word infos"
        case .tagHistory: "tag history scores"
        case .tagLookahead: "look-ahead scores"
        }
    }
}
