import Testing

@testable import BlanksText

@Suite struct ListMarkerTests {
    private func items(_ text: String) -> [String] {
        let units = Array(text.utf16)
        return units.withUnsafeBufferPointer { buffer in
            ListMarker.items(in: buffer).map { String(decoding: units[$0], as: UTF16.self) }
        }
    }

    @Test func markersOfOneListInOrder() {
        #expect(items("1.) x 2.) y 3.) z") == ["1.)", "2.)", "3.)"])
        #expect(items("  a) x b) y") == ["a)", "b)"])
        #expect(items("• 9. x • 10. y") == ["• 9.", "• 10."])
        #expect(items("⁃9. x ⁃10. y") == ["⁃9.", "⁃10."])
    }

    @Test func noListUnlessTheTextOpensWithAMarker() {
        #expect(items("Then 1) x 2) y").isEmpty)
        #expect(items("A. Smith") == [])  // an uppercase initial, not an item
        #expect(items("1990. It rained.") == [])  // four digits: a year
        #expect(items("1.x 2.y") == [])  // no space after the marker
        #expect(items("") == [])
        #expect(items("0) x 1) y") == [])  // items are numbered from 1
    }

    @Test func laterMarkersMustContinueTheList() {
        #expect(items("1) x 3) y 2) z") == ["1)", "2)"])
        #expect(items("1) x 2. y") == ["1)"])  // another style
        #expect(items("• x ◦ y • z") == ["•", "•"])
    }
}
