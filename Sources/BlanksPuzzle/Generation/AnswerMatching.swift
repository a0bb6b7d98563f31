/// Chooses one word per sentence so that no two answers are equal ignoring
/// case: a maximum bipartite matching (augmenting paths) between sentences
/// and distinct answer keys.
///
/// Complexity O(S · E) for S sentences and E candidate words, tiny here.
enum AnswerMatching {
    /// For each sentence, the index of its chosen candidate, or nil; the
    /// number of non-nil entries is the largest possible.
    static func maximumMatching(_ candidates: [[String]]) -> [Int?] {
        var owner: [String: Int] = [:]  // answer key → sentence holding it
        var choice = [Int?](repeating: nil, count: candidates.count)

        func augment(_ sentence: Int, _ visited: inout Set<String>) -> Bool {
            for (index, key) in candidates[sentence].enumerated() where !visited.contains(key) {
                visited.insert(key)
                if let holder = owner[key] {
                    guard augment(holder, &visited) else { continue }
                }
                owner[key] = sentence
                choice[sentence] = index
                return true
            }
            return false
        }

        for sentence in candidates.indices {
            var visited = Set<String>()
            _ = augment(sentence, &visited)
        }
        return choice
    }
}
