/// One fill-in-the-blank puzzle: the contract that apps and the validator read
/// (DESIGN.md, "Formats"). Fields may be added; none may change meaning
/// without a new `schema` number.
public struct Puzzle: Codable, Hashable, Sendable {
    public static let currentSchema = 1

    public var schema: Int
    /// Stable id derived from generator version, seed, revid and level.
    public var id: String
    /// The batch seed exactly as the user gave it.
    public var seed: String
    public var level: Int
    public var generator: GeneratorInfo
    public var source: Source
    /// The passage with the original words in place; paragraphs joined by "\n\n".
    public var text: String
    public var paragraphs: [TextRange]
    public var sentences: [TextRange]
    /// In text order; each `sentence` indexes `sentences`.
    public var blanks: [Blank]
    /// The answers, shuffled by the seeded generator.
    public var options: [String]
    /// Absent for a page's first puzzle in a batch; 1, 2… when a corpus too
    /// small for the batch made the generator draw again from a page.
    public var variant: Int?

    public init(
        schema: Int = Puzzle.currentSchema, id: String, seed: String, level: Int,
        generator: GeneratorInfo, source: Source, text: String,
        paragraphs: [TextRange], sentences: [TextRange], blanks: [Blank], options: [String], variant: Int? = nil
    ) {
        self.schema = schema
        self.id = id
        self.seed = seed
        self.level = level
        self.generator = generator
        self.source = source
        self.text = text
        self.paragraphs = paragraphs
        self.sentences = sentences
        self.blanks = blanks
        self.options = options
        self.variant = variant
    }

    public struct GeneratorInfo: Codable, Hashable, Sendable {
        public var name: String
        public var version: String
        public init(name: String, version: String) {
            self.name = name
            self.version = version
        }
    }

    /// Where the passage comes from, enough to attribute it and fetch it again.
    public struct Source: Codable, Hashable, Sendable {
        public var site: String
        public var pageid: Int
        public var revid: Int
        public var title: String
        public var timestamp: String
        public var sha1: String
        public var url: String
        public var license: String
        public init(
            site: String, pageid: Int, revid: Int, title: String, timestamp: String,
            sha1: String, url: String, license: String
        ) {
            self.site = site
            self.pageid = pageid
            self.revid = revid
            self.title = title
            self.timestamp = timestamp
            self.sha1 = sha1
            self.url = url
            self.license = license
        }
    }

    /// A removed word: its UTF-16 range in `text`, the word itself, its UPOS tag.
    public struct Blank: Codable, Hashable, Sendable {
        public var start: Int
        public var length: Int
        public var answer: String
        public var pos: String
        public var sentence: Int
        public init(start: Int, length: Int, answer: String, pos: String, sentence: Int) {
            self.start = start
            self.length = length
            self.answer = answer
            self.pos = pos
            self.sentence = sentence
        }
        public var range: TextRange { TextRange(start: start, length: length) }
    }
}
