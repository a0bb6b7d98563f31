import BlanksTestSupport
import Foundation

@testable import BlanksTagger
@testable import BlanksTraining

/// Small fixtures shared by the tagger tests.
enum TaggerFixtures {
    /// A hand-made corpus small enough to be learned exactly. Names occur
    /// twice: training hides each sentence's own words from its lexicon, so a
    /// word seen once looks new while it is learned.
    static let tinyCorpus: [TaggedSentence] = [
        sentence("the/DET cat/NOUN sat/VERB on/ADP the/DET mat/NOUN ./PUNCT"),
        sentence("a/DET dog/NOUN ran/VERB to/ADP the/DET house/NOUN ./PUNCT"),
        sentence("she/PRON saw/VERB the/DET big/ADJ dog/NOUN and/CCONJ a/DET small/ADJ cat/NOUN ./PUNCT"),
        sentence("they/PRON will/AUX run/VERB quickly/ADV ./PUNCT"),
        sentence("Paris/PROPN is/AUX big/ADJ ,/PUNCT and/CCONJ Rome/PROPN is/AUX old/ADJ ./PUNCT"),
        sentence("he/PRON sat/VERB because/SCONJ he/PRON was/AUX tired/ADJ ./PUNCT"),
        sentence("two/NUM cats/NOUN saw/VERB 3/NUM dogs/NOUN !/PUNCT"),
        sentence("Rome/PROPN and/CCONJ Paris/PROPN are/AUX old/ADJ ./PUNCT")
    ]

    /// "word/TAG word/TAG …" → a sentence.
    static func sentence(_ text: String) -> TaggedSentence {
        var words: [String] = []
        var tags: [UPOS] = []
        for item in text.split(separator: " ") {
            let parts = item.split(separator: "/", omittingEmptySubsequences: false)
            let tag = parts.count > 1 ? String(parts[parts.count - 1]) : ""
            words.append(parts.count > 2 ? "/" : String(parts[0]))
            tags.append(UPOS(rawValue: tag) ?? .x)
        }
        return TaggedSentence(words: words, tags: tags)
    }

    static func tinyModel(epochs: Int = 20) -> TaggerModel {
        var options = TaggerTrainingOptions()
        options.epochs = epochs
        return PerceptronTrainer(options: options).train(tinyCorpus)
    }

    /// The repository's Data/ directory.
    static let dataDirectory = repositoryRoot.appendingPathComponent("Data")
}
