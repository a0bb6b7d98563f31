/// The forms of the verb "be", lowercased: the rules that read a copula or
/// a progressive ("while Priam is overseeing"), or that leave "be" out of
/// a repeat a paragraph makes whatever it is about ("there is … there
/// are"), ask the same set.
package enum BeForms {
    package static let all: Set<String> = ["be", "am", "is", "are", "was", "were", "been", "being"]
}
