import Foundation
import Testing

@testable import BlanksModel
@testable import BlanksTagger

@Suite struct TaggerJSONLinesTests {
    let lines = TaggerJSONLines(tagger: POSTagger(model: TaggerFixtures.tinyModel()))

    @Test func tokensAreAnsweredWithTags() throws {
        let answer = try lines.answer(#"{"id":"s1","tokens":["the","cat","sat","."]}"#, number: 1)
        #expect(answer == #"{"id":"s1","tags":["DET","NOUN","VERB","PUNCT"]}"#)
        #expect(try lines.answer(#"{"id":7,"tokens":[]}"#, number: 2) == #"{"id":7,"tags":[]}"#)
    }

    @Test func textIsTokenizedWithUTF16Ranges() throws {
        let text = "😀 the cat didn't sit."
        let answer = try lines.answer(#"{"id":3,"text":"\#(text)"}"#, number: 1)
        struct Answer: Decodable {
            struct Item: Decodable {
                var text: String
                var start: Int
                var length: Int
                var tag: UPOS
            }
            var id: Int
            var tokens: [Item]
        }
        let decoded = try JSONDecoder().decode(Answer.self, from: Data(answer.utf8))
        #expect(decoded.id == 3)
        #expect(decoded.tokens.map(\.text) == ["😀", "the", "cat", "did", "n't", "sit", "."])
        for token in decoded.tokens {
            #expect(
                text.substring(utf16: TextRange(start: token.start, length: token.length)).map(String.init)
                    == token.text)
        }
    }

    @Test func badLinesAreRefusedWithTheirNumber() {
        #expect(throws: TaggerJSONLines.RequestError.self) { try lines.answer("not json", number: 4) }
        do {
            _ = try lines.answer(#"{"id":1}"#, number: 9)
            Issue.record("a request without tokens or text was answered")
        } catch {
            #expect("\(error)".hasPrefix("line 9:"))
        }
    }
}
