import Foundation
@testable import SyncWebDAV
import Testing

@Suite("PROPFIND answers read without libxml2 (XMLScanner)")
struct PropfindResponseTests {
    private func entries(_ xml: String) -> [PropfindResponse.Entry]? { PropfindResponse.parse(Data(xml.utf8)) }

    @Test("Any prefix or the default namespace; ETag, length, folder; entities, CDATA and comments")
    func serversOwnPrefixes() throws {
        let apache = """
            <?xml version="1.0" encoding="utf-8"?>
            <!-- Apache mod_dav -->
            <D:multistatus xmlns:D="DAV:" xmlns:lp1="DAV:"><D:response><D:href>/dav/sync/</D:href>
            <D:propstat><D:prop><lp1:resourcetype><D:collection/></lp1:resourcetype></D:prop></D:propstat></D:response>
            <D:response><D:href>/dav/sync/a%20b&amp;c.seg</D:href><D:propstat><D:prop>
            <lp1:getetag>"5-&quot;x&quot;"</lp1:getetag><lp1:getcontentlength> 1234 </lp1:getcontentlength>
            <lp1:resourcetype/></D:prop><D:status>HTTP/1.1 200 OK</D:status></D:propstat></D:response></D:multistatus>
            """
        let found = try #require(entries(apache))
        #expect(found.count == 2)
        #expect(found[0].href == "/dav/sync/" && found[0].isCollection)
        #expect(found[1].href == "/dav/sync/a%20b&c.seg" && !found[1].isCollection)
        #expect(found[1].etag == "\"5-\"x\"\"" && found[1].length == 1234)
        let plain = """
            <multistatus xmlns="DAV:"><response><href><![CDATA[/s/1<2.seg]]></href>
            <propstat><prop><getetag a='>'>&#x41;&#66;</getetag></prop></propstat></response></multistatus>
            """
        let other = try #require(entries(plain))
        #expect(other.count == 1 && other[0].href == "/s/1<2.seg" && other[0].etag == "AB" && other[0].length == nil)
    }

    @Test("What is not a well-formed multistatus reads as nil", arguments: [
        "", "not xml", "<html><body>Login</body></html>", "<d:multistatus xmlns:d=\"DAV:\"><d:response></d:multistatus>",
        "<multistatus><href>a &nbsp; b</href></multistatus>", "<multistatus></multistatus><multistatus/>",
        "<multistatus><response>", "text<multistatus/>", "<!DOCTYPE x [<!ENTITY e \"boom\">]><multistatus>&e;</multistatus>",
    ])
    func refused(_ xml: String) {
        #expect(entries(xml) == nil)
    }

    @Test("An empty multistatus is an empty folder")
    func emptyFolder() {
        #expect(entries("<?xml version=\"1.0\"?><D:multistatus xmlns:D=\"DAV:\"/>")?.isEmpty == true)
    }
}
