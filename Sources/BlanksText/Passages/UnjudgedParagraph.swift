/// A paragraph as the stripper left it, before the passage gate has read
/// it: `entry.defect` holds what the stripper alone found (a formula or a
/// hole). The gate is the costly part of stripping, and a paragraph that can
/// neither go on a passage's run nor start one (`PassageRunSequence`) needs
/// no verdict, so the lazy strip judges each paragraph only when asked.
struct UnjudgedParagraph: Sendable {
    var entry: StrippedParagraph
    /// True when the stripper found nothing, so the gate decides.
    var awaitsGate: Bool

    /// The entry with the gate's verdict and the sentences it was reached on.
    func judged(by gate: PassageGate) -> StrippedParagraph {
        guard awaitsGate else { return entry }
        var entry = entry
        (entry.defect, entry.sentences, entry.units) = gate.judge(entry.text)
        return entry
    }
}
