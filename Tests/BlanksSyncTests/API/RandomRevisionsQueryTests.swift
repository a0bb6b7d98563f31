import Testing

@testable import BlanksSync

@Suite struct RandomRevisionsQueryTests {
    @Test func asksForRandomArticlesWithContentPolitely() {
        let parameters = Dictionary(
            uniqueKeysWithValues: RandomRevisionsQuery(batchSize: 20, maxlag: 5)
                .parameters.map { ($0.name, $0.value) })
        #expect(parameters["generator"] == "random")
        #expect(parameters["grnnamespace"] == "0")
        #expect(parameters["grnfilterredir"] == "nonredirects")
        #expect(parameters["grnlimit"] == "20")
        #expect(parameters["prop"] == "revisions|pageprops")
        #expect(parameters["rvprop"] == "ids|timestamp|sha1|content")
        #expect(parameters["rvslots"] == "main")
        #expect(parameters["ppprop"] == "disambiguation")
        #expect(parameters["formatversion"] == "2")
        #expect(parameters["maxlag"] == "5")
        #expect(parameters["continue"] == nil)
    }

    @Test func continuationIsSentBackWithoutOverridingTheQuery() {
        let query = RandomRevisionsQuery(continuation: [
            "continue": "grncontinue||", "rvcontinue": "12|34",
            "generator": "allpages"
        ])
        let parameters = query.parameters
        #expect(parameters.map(\.name) == parameters.map(\.name).sorted())
        #expect(parameters.first { $0.name == "rvcontinue" }?.value == "12|34")
        #expect(parameters.first { $0.name == "continue" }?.value == "grncontinue||")
        #expect(parameters.first { $0.name == "generator" }?.value == "random")
    }

    @Test func encodingKeepsSeparatorsAndPlusSigns() {
        #expect(
            QueryEncoding.encode([("prop", "revisions|pageprops"), ("x", "a+b c/é")])
                == "prop=revisions%7Cpageprops&x=a%2Bb%20c%2F%C3%A9")
    }
}
