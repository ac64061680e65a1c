// The floor of a one-document compile in its own process: a static Swift program that parses the
// document with Foundation's XMLParser, as the compiler does, and writes a file, nothing else.
// Usage: XMLParsePeer DOCUMENT OUTPUT
import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

final class ElementCounter: NSObject, XMLParserDelegate {
    var elements = 0

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        elements += 1
    }
}

let arguments = CommandLine.arguments
guard arguments.count == 3, let data = FileManager.default.contents(atPath: arguments[1]) else {
    FileHandle.standardError.write(Data("usage: XMLParsePeer DOCUMENT OUTPUT\n".utf8))
    exit(2)
}
let parser = XMLParser(data: data)
let counter = ElementCounter()
parser.delegate = counter
guard parser.parse() else {
    FileHandle.standardError.write(Data("\(arguments[1]): not XML\n".utf8))
    exit(1)
}
guard FileManager.default.createFile(atPath: arguments[2], contents: Data("\(counter.elements)\n".utf8)) else {
    exit(1)
}
