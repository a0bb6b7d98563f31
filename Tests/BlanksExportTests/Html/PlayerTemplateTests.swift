import Foundation
import Testing

@testable import BlanksExport

@Suite struct PlayerTemplateTests {
    static let shell = """
        <style>
        /*WIKIBLANKS_STYLE*/
        </style>
        <script type="application/json" id="wikiblanks-data">
          /*WIKIBLANKS_DATA*/\t
        </script>
        <script>
        /*WIKIBLANKS_SCRIPT*/
        </script>

        """

    @Test func theBundledTemplateLoadsAndItsCodeAndStylesStayUnder100KB() throws {
        let template = try PlayerTemplate.bundled()
        // Both games and the storage they share, in that order (docs/player.md).
        let parts = [
            "const wikiblanksStore", "wikiblanks offline player (docs/player.md)", "wikiblanks memory-order game"
        ]
        let places = parts.compactMap { template.js.range(of: $0)?.lowerBound }
        #expect(places.count == 3 && places == places.sorted())
        #expect(template.css.contains(".wb-board"))
        #expect(template.html.hasPrefix("<!DOCTYPE html>"))
        #expect(template.css.utf8.count + template.js.utf8.count < 100 * 1024)
        let page = String(decoding: template.page(data: Array("{}".utf8)), as: UTF8.self)
        for token in [PlayerTemplate.stylePlaceholder, PlayerTemplate.scriptPlaceholder, PlayerTemplate.dataPlaceholder]
        {
            #expect(!page.contains(token), "\(token) left in the page")
        }
        #expect(page.contains(template.css) && page.contains(template.js))
        #expect(page.contains("id=\"wikiblanks-data\">\n{}\n</script>"))
    }

    @Test func onlyTheTokensChangeAndInsertedTextIsNotSearchedAgain() throws {
        // The styles name the data placeholder: inserted content must stay as it is.
        let css = "/* \(PlayerTemplate.dataPlaceholder) */ body{}"
        let template = try PlayerTemplate(html: Self.shell, css: css, js: "run();")
        let page = String(decoding: template.page(data: Array("DATA".utf8)), as: UTF8.self)
        #expect(
            page == """
                <style>
                \(css)
                </style>
                <script type="application/json" id="wikiblanks-data">
                  DATA\t
                </script>
                <script>
                run();
                </script>

                """)
    }

    @Test(arguments: [
        ("<style>\n/*WIKIBLANKS_STYLE*/\n</style>\n/*WIKIBLANKS_SCRIPT*/\n", "WIKIBLANKS_DATA"),
        (shell + "/*WIKIBLANKS_DATA*/\n", "WIKIBLANKS_DATA"),
        (
            shell.replacingOccurrences(of: "/*WIKIBLANKS_SCRIPT*/", with: "x = 1; /*WIKIBLANKS_SCRIPT*/"),
            "WIKIBLANKS_SCRIPT"
        )
    ])
    func aPlaceholderMissingRepeatedOrNotAloneIsRefused(html: String, token: String) {
        #expect {
            _ = try PlayerTemplate(html: html, css: "", js: "")
        } throws: { error in
            guard case .brokenPlayerTemplate(let reason) = error as? ExportError else { return false }
            return reason.contains(token) && reason.contains("exactly once, alone on its line")
        }
    }

    @Test(arguments: [
        ("p{} </STYLE>", "", "</style"),
        ("", "let s = '</Script>';", "</script"),
        ("", "document.write('<script')", "<script"),
        ("", "x = '<!-- y';", "<!--")
    ])
    func stylesOrAScriptThatCouldEndTheirElementAreRefused(css: String, js: String, bad: String) {
        #expect(
            throws: ExportError.brokenPlayerTemplate(reason: "player.\(css.isEmpty ? "js" : "css") contains \(bad)")
        ) {
            try PlayerTemplate(html: Self.shell, css: css, js: js)
        }
    }
}
