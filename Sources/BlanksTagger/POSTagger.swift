import BlanksSupport
import Foundation

/// Tags words with Universal POS tags. The puzzle generator picks blanks by
/// category and the validator re-checks them, so both must see the same tags:
/// tagging is deterministic and depends only on the model and the words.
///
///     let tagger = try POSTagger.bundled()
///     tagger.tag(["The", "cat", "sat", "."])   // [.det, .noun, .verb, .punct]
public struct POSTagger: Sendable {
    package let model: TaggerModel
    /// Eight hex digits that change whenever the model's content does (the
    /// CRC-32 of its format-5 encoding, whichever format the file is in), so
    /// puzzle ids can follow the model that tagged them; "memory" for a
    /// model that was never written to a file.
    package let fingerprint: String

    package init(model: TaggerModel) {
        self.model = model
        fingerprint = "memory"
    }

    /// Loads a model file written by `wikiblanks text train-tagger` (an image,
    /// mapped and used in place) or an older compressed one.
    package init(contentsOf url: URL) throws(TaggerModelError) {
        let loaded = try TaggerModelFile.open(url)
        model = loaded.model
        let checksum = String(loaded.fingerprint, radix: 16)
        fingerprint = String(repeating: "0", count: 8 - checksum.count) + checksum
    }

    /// The model shipped in the package, loaded once per process on first use.
    public static func bundled() throws(TaggerModelError) -> POSTagger {
        try bundledResult.get()
    }

    private static let bundledResult: Result<POSTagger, TaggerModelError> = {
        guard let url = bundledModelURL else { return .failure(.bundledModelMissing) }
        do throws(TaggerModelError) { return .success(try POSTagger(contentsOf: url)) } catch { return .failure(error) }
    }()

    /// Where the shipped model lives, or nil when the resource is missing
    /// (never SwiftPM's trapping `Bundle.module`: see `ResourceBundle`).
    package static var bundledModelURL: URL? {
        ResourceBundle.file("Resources/tagger.model", inBundle: "wikiblanks_BlanksTagger")
    }

    /// One tag per word, in order. Words are tokens as the tokenizer cuts them
    /// (punctuation split off, "n't" and "'s" separate); an empty array gives
    /// an empty array.
    public func tag(_ words: [String]) -> [UPOS] {
        model.tagIndices(words).map { UPOS(index: $0) ?? .x }
    }

    /// The tags of `tag(_:)` and, for each, how sure the tagger is: the last
    /// pass's margin of the chosen tag over the runner-up, in the model's
    /// weight units (`Int32.max` for a word the tag dictionary fixes). The
    /// generator passes over words below a margin chosen on held-out text.
    package func tagWithMargins(_ words: [String]) -> (tags: [UPOS], margins: [Int32]) {
        let (tags, margins, _) = tagWithMarginsAndLexicon(words)
        return (tags, margins)
    }

    /// `tagWithMargins`, and each word's lexicon entry as tagging read it
    /// (`TaggerModel.lexiconFacts(of:)` of it is `lexiconFacts` of the word lowercased).
    package func tagWithMarginsAndLexicon(_ words: [String]) -> (
        tags: [UPOS], margins: [Int32], lexicon: [TaggerLexicon.Entry]
    ) {
        let (indices, margins, entries) = model.tagIndicesWithMargins(words)
        return (indices.map { UPOS(index: $0) ?? .x }, margins, entries)
    }
}
