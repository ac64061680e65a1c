import Testing

@testable import CatalogReport

@Suite struct HTMLPageTests {
    @Test func textAndAttributesAreEscaped() {
        #expect(HTMLPage.text("<a href=\"x\">&</a>") == "&lt;a href=\"x\"&gt;&amp;&lt;/a&gt;")
        #expect(HTMLPage.attribute("say \"hi\" & <go>") == "say &quot;hi&quot; &amp; &lt;go&gt;")
    }

    @Test func linksArePercentEncodedAndKeepTheirFolders() {
        #expect(HTMLPage.href("../documents/3.html", fragment: "object-aB1-cD-2eF") == "../documents/3.html#object-aB1-cD-2eF")
        #expect(HTMLPage.href("", fragment: "object-Main.nib#12") == "#object-Main.nib%2312")
        #expect(HTMLPage.href("classes/A b&\"é.html") == "classes/A%20b%26%22%C3%A9.html")
    }

    @Test func aPageLinksTheSharedStyleAndScriptFromItsFolder() {
        var page = HTMLPage()
        page.append("<p>body</p>")
        let text = page.document(title: "T<", depth: 1, breadcrumbs: [("Catalog", "../index.html"), ("A&B", nil)])
        #expect(text.hasPrefix("<!DOCTYPE html>\n"))
        #expect(text.contains("<title>T&lt;</title>"))
        #expect(text.contains("href=\"../report.css\""))
        #expect(text.contains("src=\"../report.js\""))
        #expect(text.contains("<a href=\"../index.html\">Catalog</a>"))
        #expect(text.contains("<span>A&amp;B</span>"))
        #expect(text.contains("<main>\n<p>body</p>\n</main>"))
    }
}
