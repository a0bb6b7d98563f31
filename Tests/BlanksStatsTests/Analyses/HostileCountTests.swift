import Foundation
import Testing

@testable import BlanksStats

/// Counts read from a word frequency file may sum past Int.max.
@Suite struct HostileCountTests {
    @Test func totalWordsSaturatesInsteadOfTrapping() {
        let table = WordCountTable([
            .init(word: "a", count: Int.max), .init(word: "b", count: Int.max),
            .init(word: "c", count: 1)
        ])
        #expect(table.totalWords == Int.max)
        #expect(WordCountTable([.init(word: "a", count: 2), .init(word: "b", count: 3)]).totalWords == 5)
    }
}
