import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Parses Moodle XML back with Foundation's XMLParser: each question's type,
/// name, id number, question text (CDATA joined), select options and hints.
final class MoodleXMLReader: NSObject, XMLParserDelegate {
    struct Question {
        var type = ""
        var name = ""
        var idnumber = ""
        var text = ""
        var category = ""
        var options: [String] = []
        var shuffle = ""
        /// The HTML of each `<hint>`, in order.
        var hints: [String] = []
    }

    private(set) var questions: [Question] = []
    private var path: [String] = []
    private var characters = ""

    static func parse(_ data: Data) throws -> [Question] {
        let reader = MoodleXMLReader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        guard parser.parse() else { throw parser.parserError ?? CocoaError(.fileReadCorruptFile) }
        return reader.questions
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        path.append(name)
        characters = ""
        if name == "question" { questions.append(Question(type: attributes["type"] ?? "")) }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { characters += string }

    func parser(_ parser: XMLParser, foundCDATA block: Data) { characters += String(decoding: block, as: UTF8.self) }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        let parent = path.dropLast().last ?? ""
        if name == "text", !questions.isEmpty {
            let index = questions.count - 1
            switch parent {
            case "name": questions[index].name = characters
            case "questiontext": questions[index].text = characters
            case "category": questions[index].category = characters
            case "selectoption": questions[index].options.append(characters)
            case "hint": questions[index].hints.append(characters)
            default: break
            }
        }
        if name == "idnumber", !questions.isEmpty { questions[questions.count - 1].idnumber = characters }
        if name == "shuffleanswers", !questions.isEmpty { questions[questions.count - 1].shuffle = characters }
        path.removeLast()
        characters = ""
    }
}
