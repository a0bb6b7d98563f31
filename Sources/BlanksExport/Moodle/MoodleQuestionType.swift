/// Which Moodle question type a puzzle becomes.
public enum MoodleQuestionType: String, CaseIterable, Sendable {
    /// "Select missing words": `[[n]]` gaps, the ten words as one choice group.
    case gapselect
    /// "Embedded answers (Cloze)": a `{1:MC:…}` drop-down per gap.
    case cloze
}
