import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Parses an XML file with Foundation's XMLParser into its elements in
/// document order (name, attributes, the text directly inside), for the
/// tests: that a file parses at all is the first thing they check.
final class XMLElementReader: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
        var text = ""
        /// Names of the enclosing elements, outermost first.
        var ancestors: [String]
    }

    private(set) var elements: [Element] = []
    private var open: [Int] = []

    static func parse(_ data: Data) throws -> [Element] {
        let reader = XMLElementReader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        guard parser.parse() else { throw parser.parserError ?? CocoaError(.fileReadCorruptFile) }
        return reader.elements
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        elements.append(Element(name: name, attributes: attributes, ancestors: open.map { elements[$0].name }))
        open.append(elements.count - 1)
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let last = open.last { elements[last].text += string }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        open.removeLast()
    }
}

extension Array where Element == XMLElementReader.Element {
    func named(_ name: String) -> [XMLElementReader.Element] { filter { $0.name == name } }
}
