/// How many sentences seen so far can each give a different answer (a
/// maximum matching of sentences to answer keys), kept as sentences arrive
/// and counted only up to `target`: the generator asks it whether its
/// sentences can make a puzzle yet, without re-matching every earlier
/// sentence for each new paragraph.
///
/// Kuhn's algorithm, one augmenting search per new sentence: a sentence that
/// finds no partner then never finds one later, so only matched sentences are
/// kept. While fewer than `target` are matched, a search enters at most
/// `target` sentences and tries each of their keys once, so adding a sentence
/// of k candidate words costs O(k + target²), whatever came before.
struct DistinctAnswerCounter: Sendable {
    let target: Int
    /// The distinct keys of each matched sentence, by sentence number.
    private var matchedKeys: [Int: [String]] = [:]
    /// Answer key → the sentence it is matched to.
    private var owner: [String: Int] = [:]
    private var sentences = 0
    /// Keys tried by the searches so far: a work counter for tests.
    private(set) var steps = 0

    init(target: Int) {
        self.target = target
    }

    /// Sentences matched to distinct keys, at most `target`.
    var count: Int { matchedKeys.count }

    /// Adds the next sentence with the answer keys of its candidate words.
    mutating func add(keys: [String]) {
        let sentence = sentences
        sentences += 1
        guard count < target, !keys.isEmpty else { return }
        let distinct = Self.distinct(keys)
        var visited = Set<String>(minimumCapacity: distinct.count)
        if augment(sentence, keys: distinct, &visited) { matchedKeys[sentence] = distinct }
    }

    /// `keys` without repeats, first occurrences in order. A sentence has a
    /// few candidate words: compared pairwise, they cost less than hashing.
    static func distinct(_ keys: [String]) -> [String] {
        guard keys.count > 16 else {
            var distinct: [String] = []
            distinct.reserveCapacity(keys.count)
            for key in keys where !distinct.contains(key) { distinct.append(key) }
            return distinct
        }
        // Sized up front: growing a set from empty rehashes it at each doubling.
        var seen = Set<String>(minimumCapacity: keys.count)
        return keys.filter { seen.insert($0).inserted }
    }

    private mutating func augment(_ sentence: Int, keys: [String], _ visited: inout Set<String>) -> Bool {
        for key in keys where !visited.contains(key) {
            steps += 1
            visited.insert(key)
            if let holder = owner[key] {
                guard let holderKeys = matchedKeys[holder], augment(holder, keys: holderKeys, &visited) else {
                    continue
                }
            }
            owner[key] = sentence
            return true
        }
        return false
    }
}
