/// Settings of a training run. The defaults are the ones chosen on the EWT dev
/// split and used for the shipped model.
package struct TaggerTrainingOptions: Sendable, Equatable {
    /// Passes over the training sentences.
    package var epochs = 10
    /// Perceptrons trained side by side and summed (member k is seeded with
    /// `seed + k`): an ensemble averages out the order the sentences came in.
    package var members = 4
    /// Seeds the order in which sentences are visited each epoch.
    package var seed: UInt64 = 0x5745_4254_4147  // "WEBTAG"
    /// Passes (1–3), alternating direction: the first runs right to left,
    /// and each later pass reads the previous pass's tags ahead of it.
    package var passes = 2
    /// Folds of the training sentences, so a later pass learns from the
    /// earlier pass's tags on sentences that pass did not train on.
    package var folds = 4
    /// Feature rows whose largest weight rounds below this (of 32767) are
    /// dropped, for a model that loads faster and a table that stays in
    /// cache better; docs/tagger.md has what it cost on dev.
    package var minimumWeight: Int16 = 1000
    /// Word forms seen at least this often have their static-feature scores
    /// summed at load, which speeds tagging without changing a tag.
    package var cachedWordMinCount = 3
    /// A word form enters the tag dictionary when seen at least this often…
    package var dictionaryMinCount = 50
    /// …with this share or more of its occurrences under one tag.
    package var dictionaryMinShare = 0.995

    package init() {}
}
