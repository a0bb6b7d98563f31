import BlanksSupport
import BlanksText
import Foundation

/// The line protocol of `wikiblanks text tag --jsonl`. A request line is
/// `{"id":…,"tokens":["…"]}`, answered by `{"id":…,"tags":["…"]}`, or
/// `{"id":…,"text":"…"}`, tokenized first and answered by
/// `{"id":…,"tokens":[{"text","start","length","tag"}]}` with UTF-16 ranges.
package struct TaggerJSONLines: Sendable {
    /// Why a request line was refused.
    package struct RequestError: Error, CustomStringConvertible, Equatable, Sendable {
        package var line: Int
        package var reason: String
        package var description: String { "line \(line): \(reason)" }
    }

    struct Request: Decodable {
        var id: RecordID
        var tokens: [String]?
        var text: String?
    }

    struct TagsAnswer: Encodable {
        var id: RecordID
        var tags: [UPOS]
    }

    struct TaggedToken: Encodable {
        var text: String
        var start: Int
        var length: Int
        var tag: UPOS
    }

    struct TokensAnswer: Encodable {
        var id: RecordID
        var tokens: [TaggedToken]
    }

    private let tagger: POSTagger

    package init(tagger: POSTagger) {
        self.tagger = tagger
    }

    /// The answer line to one request line (`number` names it in errors).
    /// Keys come out sorted, so the same request always gives the same bytes.
    package func answer(_ line: String, number: Int) throws(RequestError) -> String {
        let request: Request
        do { request = try JSONDecoder().decode(Request.self, from: Data(line.utf8)) } catch {
            throw RequestError(line: number, reason: "not a JSON object with \"id\" and \"tokens\" or \"text\"")
        }
        let encoder = CanonicalJSON.encoder()
        let data: Data
        do {
            if let words = request.tokens {
                data = try encoder.encode(TagsAnswer(id: request.id, tags: tagger.tag(words)))
            } else if let text = request.text {
                let tokens = Tokenizer().tokens(in: text)
                let tags = tagger.tag(tokens.map(\.text))
                data = try encoder.encode(
                    TokensAnswer(
                        id: request.id,
                        tokens: zip(tokens, tags).map {
                            TaggedToken(text: $0.text, start: $0.start, length: $0.length, tag: $1)
                        }))
            } else {
                throw RequestError(line: number, reason: "needs \"tokens\" (an array of strings) or \"text\"")
            }
        } catch let error as RequestError {
            throw error
        } catch {
            throw RequestError(line: number, reason: "cannot encode the answer: \(error)")
        }
        return String(decoding: data, as: UTF8.self)
    }
}
