import CompressNIO
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import WorkflowRuntime
import WorkflowSchema

@testable import WorkflowWeb

@Suite("wfs serve: gzip-compressed responses where the browser accepts them", .timeLimit(.minutes(2)))
struct CompressionTests {
    typealias Support = ServerTestSupport

    /// The bytes of a gzip body, inflated.
    static func gunzip(_ body: ByteBuffer) throws -> ByteBuffer {
        var body = body
        return try body.decompress(with: ZlibAlgorithm.gzip)
    }

    @Test("gzip accepted: the page comes compressed, with Content-Encoding and Vary, and inflates to the same page")
    func compressedPage() async throws {
        let app = Support.application(try Support.server())
        try await app.test(.router) { client in
            // A session's page, the same twice (a first screen's token changes with each new id).
            let cookie = try await Support.startSession(client).cookie
            let plain = try await client.execute(uri: "/", method: .get, headers: [.cookie: cookie])
            #expect(plain.headers[.contentEncoding] == nil)
            #expect(plain.body.readableBytes >= ResponseCompression.minimumBytes)
            let zipped = try await client.execute(
                uri: "/", method: .get, headers: [.cookie: cookie, .acceptEncoding: "gzip, deflate, br, zstd"])
            #expect(zipped.status == .ok)
            #expect(zipped.headers[.contentEncoding] == "gzip")
            #expect(zipped.headers[.vary] == "Accept-Encoding")
            #expect(zipped.headers[.contentLength] == String(zipped.body.readableBytes))
            #expect(zipped.body.readableBytes < plain.body.readableBytes / 2)
            #expect(try Self.gunzip(zipped.body) == plain.body)
            #expect(zipped.headers[.contentSecurityPolicy] == plain.headers[.contentSecurityPolicy])
        }
    }

    @Test(
        "without gzip in Accept-Encoding, or with it refused, the page goes as it is",
        arguments: [nil, "", "identity", "br", "gzip;q=0", "gzip; q=0.000, *", "*;q=0", "deflate, gzip;q=0"])
    func identityPage(acceptEncoding: String?) async throws {
        let app = Support.application(try Support.server())
        try await app.test(.router) { client in
            var headers: HTTPFields = [:]
            if let acceptEncoding { headers[.acceptEncoding] = acceptEncoding }
            let response = try await client.execute(uri: "/", method: .get, headers: headers)
            #expect(response.status == .ok)
            #expect(response.headers[.contentEncoding] == nil)
            #expect(response.headers[.vary] == "Accept-Encoding", "the page could have been compressed")
            #expect(String(buffer: response.body).contains("Hello from the server"))
        }
    }

    @Test(
        "Accept-Encoding is read as RFC 9110 says: weights, `*`, x-gzip, several fields",
        arguments: [
            ("gzip", true), ("GZip;Q=0.5", true), ("x-gzip", true), ("*", true), ("br;q=1, *;q=0.1", true),
            ("gzip;q=0, *", false), ("*;q=0", false), ("gzip;q=0", false), ("gzip;q=nonsense", false),
            ("identity, br", false), ("", false), ("gzip;q=0.001", true), ("gzip;q=2", false),
        ])
    func acceptEncoding(value: String, accepts: Bool) {
        #expect(AcceptEncoding([.acceptEncoding: value]).accepts("gzip") == accepts)
    }

    @Test("two Accept-Encoding fields are read together")
    func severalFields() {
        var headers: HTTPFields = [:]
        headers[values: .acceptEncoding] = ["br", "gzip"]
        #expect(AcceptEncoding(headers).accepts("gzip"))
        #expect(!AcceptEncoding([:]).accepts("gzip"))
    }

    @Test("the built-in script and stylesheet come compressed and inflate to what is served")
    func builtInFiles() async throws {
        let app = Support.application(try Support.server())
        try await app.test(.router) { client in
            for (path, source) in [
                (PageScript.path, PageScript.served), (PageRenderer.themePath, PageRenderer.defaultStylesheet),
            ] {
                let first = try await client.execute(uri: path, method: .get, headers: [.acceptEncoding: "gzip"])
                #expect(first.headers[.contentEncoding] == "gzip", "\(path)")
                #expect(first.headers[.cacheControl]?.contains("immutable") == true)
                #expect(String(buffer: try Self.gunzip(first.body)) == source, "\(path)")
                let again = try await client.execute(uri: path, method: .get, headers: [.acceptEncoding: "gzip"])
                #expect(again.body == first.body)
                let plain = try await client.execute(uri: path, method: .get)
                #expect(plain.headers[.contentEncoding] == nil)
                #expect(String(buffer: plain.body) == source)
            }
        }
    }

    @Test("a browser that accepts brotli gets the script and stylesheet in their brotli form, smaller than gzip")
    func builtInFilesInBrotli() async throws {
        let app = Support.application(try Support.server())
        try await app.test(.router) { client in
            for (path, file) in [(PageScript.path, BuiltInFile.pageScript), (PageRenderer.themePath, BuiltInFile.stylesheet)] {
                let brotli = try await client.execute(
                    uri: path, method: .get, headers: [.acceptEncoding: "gzip, deflate, br, zstd"])
                #expect(brotli.headers[.contentEncoding] == "br", "\(path)")
                #expect(brotli.headers[.vary] == "Accept-Encoding")
                #expect(brotli.headers[.cacheControl]?.contains("immutable") == true)
                #expect(brotli.body == file.brotli)
                let gzip = try await client.execute(uri: path, method: .get, headers: [.acceptEncoding: "br;q=0, gzip"])
                #expect(gzip.headers[.contentEncoding] == "gzip", "\(path)")
                #expect(String(buffer: try Self.gunzip(gzip.body)) == file.text)
                #expect(brotli.body.readableBytes > 1000)
                #expect(brotli.body.readableBytes < gzip.body.readableBytes * 95 / 100, "\(path)")
            }
        }
    }

    @Test("a built-in file is compressed once, and a different body at its path is not mistaken for it")
    func compressedOnce() throws {
        let bodies = PrecompressedBodies()
        var calls = 0
        let script = ByteBuffer(string: String(repeating: "let a = 1;\n", count: 200))
        for _ in 0..<3 {
            let compressed = try bodies.compressed(script, at: "/_wfs/page.js") { body in
                calls += 1
                return try ResponseCompression.gzip(body)
            }
            #expect(try Self.gunzip(compressed) == script)
        }
        #expect(calls == 1)
        let other = ByteBuffer(string: String(repeating: "let b = 2;\n", count: 200))
        let compressed = try bodies.compressed(other, at: "/_wfs/page.js") { try ResponseCompression.gzip($0) }
        #expect(try Self.gunzip(compressed) == other)
    }

    @Test(
        "text of 1 KB or more is compressible, whatever its status; bitmaps, tiny, partial and encoded bodies are not",
        arguments: [
            ("image/svg+xml", HTTPResponse.Status.ok, 2048, true), ("text/html; charset=utf-8", .notFound, 2048, true),
            ("TEXT/CSS", .ok, 2048, true), ("image/png", .ok, 2048, false), ("image/jpeg", .ok, 2048, false),
            ("text/html", .ok, 1000, false), ("text/html", .partialContent, 2048, false),
            ("text/html", .notModified, 2048, false), ("application/octet-stream", .ok, 2048, false),
        ])
    func compressible(type: String, status: HTTPResponse.Status, bytes: Int, expected: Bool) {
        let body = ResponseBody(byteBuffer: ByteBuffer(repeating: UInt8(ascii: "a"), count: bytes))
        let response = Response(status: status, headers: [.contentType: type], body: body)
        #expect(ResponseCompression.isCompressible(response) == expected)
        var encoded = response
        encoded.headers[.contentEncoding] = "br"
        #expect(!ResponseCompression.isCompressible(encoded))
    }

    @Test("images, tiny bodies (the icon) and HEAD answers are never compressed")
    func notCompressed() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wfs-assets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A PNG signature, then 4 KB of zeros: very compressible, but an image.
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + [UInt8](repeating: 0, count: 4096))
        try png.write(to: folder.appendingPathComponent("photo.png"))
        let schema = try #require(SchemaLoader().load(Support.schemaText).schema)
        let server = WorkflowWebServer(assets: AssetFolder(url: folder)) { Session(schema: schema) }
        let app = Application(router: server.router(logRequests: false))
        try await app.test(.router) { client in
            let gzip: HTTPFields = [.acceptEncoding: "gzip"]
            let image = try await client.execute(uri: "/assets/photo", method: .get, headers: gzip)
            #expect(image.status == .ok)
            #expect(image.headers[.contentEncoding] == nil)
            #expect(image.headers[.vary] == nil)
            #expect(Data(buffer: image.body) == png)
            let icon = try await client.execute(uri: PageIcon.path, method: .get, headers: gzip)
            #expect(icon.body.readableBytes < ResponseCompression.minimumBytes)
            #expect(icon.headers[.contentEncoding] == nil)
            #expect(String(buffer: icon.body) == PageIcon.svg)
            let head = try await client.execute(uri: "/", method: .head, headers: gzip)
            #expect(head.headers[.contentEncoding] == nil)
        }
    }
}
