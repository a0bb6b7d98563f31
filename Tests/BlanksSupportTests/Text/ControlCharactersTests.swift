import Testing

@testable import BlanksSupport

@Suite struct ControlCharactersTests {
    @Test func cleanTextIsUnchanged() {
        #expect("Plain title – café".escapingControlCharacters == "Plain title – café")
    }

    @Test func c0DelAndC1BecomeVisibleEscapes() {
        #expect("a\u{1B}[31mb".escapingControlCharacters == #"a\u{1B}[31mb"#)
        #expect("x\u{0}y\u{7F}z\u{9B}".escapingControlCharacters == #"x\u{00}y\u{7F}z\u{9B}"#)
        #expect("line\nbreak\ttab".escapingControlCharacters == #"line\u{0A}break\u{09}tab"#)
    }

    @Test func scalarsBeyondC1AreKept() {
        #expect("\u{A0}\u{200B}\u{1F600}".escapingControlCharacters == "\u{A0}\u{200B}\u{1F600}")
    }
}
