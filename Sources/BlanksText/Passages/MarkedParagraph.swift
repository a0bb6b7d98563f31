/// A paragraph's raw bytes as a stripper collected them, with the marks
/// (`StripMarker`) left where something was removed, turned into what a
/// reader sees and judged: the one decision both strippers (wikitext and
/// HTML) make, so a paragraph is withheld for the same reasons whatever its
/// source. Nil when nothing with a letter is left.
enum MarkedParagraph {
    static func entry(
        _ pending: [UInt8], section: String, gate: PassageGate, startsSection: Bool,
        followsRemovedBlock: Bool
    ) -> StrippedParagraph? {
        unjudged(pending, section: section, startsSection: startsSection, followsRemovedBlock: followsRemovedBlock)?
            .judged(by: gate)
    }

    /// The same paragraph before the gate reads it (`UnjudgedParagraph`).
    static func unjudged(
        _ pending: [UInt8], section: String, startsSection: Bool,
        followsRemovedBlock: Bool
    ) -> UnjudgedParagraph? {
        let marked = pending.contains(where: StripMarker.isRemoval)
        let plain = marked ? pending.filter { !StripMarker.isRemoval($0) } : pending
        let normalized = ProseNormalizer.normalize(plain)
        let cleaned: [UInt8] = normalized ?? plain.filter { $0 >= 0x20 }
        guard cleaned.contains(where: { ASCII.isLetter($0) || $0 >= 0xC0 }) else { return nil }
        let text = String(decoding: cleaned, as: UTF8.self)
        let defect: PassageDefect?
        if ASCII.contains(pending, StripMarker.formula) {
            defect = .formula
        } else if ASCII.contains(pending, StripMarker.unsafe) || normalized == nil
            || marked && RemovalHoles.hasHole(pending)
        {
            defect = .hole
        } else {
            defect = nil
        }
        return UnjudgedParagraph(
            entry: StrippedParagraph(
                paragraph: ProseParagraph(text: text, section: section), defect: defect,
                startsSection: startsSection,
                followsRemovedBlock: followsRemovedBlock),
            awaitsGate: defect == nil)
    }
}
