import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOConcurrencyHelpers
import Testing
import WorkflowRuntime
import WorkflowSchema

@testable import WorkflowSessionHost
@testable import WorkflowWeb

@Suite("Whose a web session is: its reference and the user a trusted proxy names")
struct SessionIdentityTests {
    @Test("A reference names a session in one life without giving its id away, the same each time")
    func reference() {
        let id = "3c1cb3cc59ba62a230a49c2551c73bc6"
        let reference = SessionIdentity.reference(of: id, life: "token-1")
        #expect(reference.count == 32)
        #expect(reference.allSatisfy { $0.isHexDigit && !$0.isUppercase })
        #expect(reference != id)
        #expect(SessionIdentity(id: id, life: "token-1").reference == reference)
        #expect(SessionIdentity.reference(of: id + "0", life: "token-1") != reference)
        // Started afresh under the same id, the session numbers its requests from 0 again: a new reference.
        #expect(SessionIdentity.reference(of: id, life: "token-2") != reference)
    }

    @Test("The user header names the session's user; a request without it keeps the last")
    func userHeader() async throws {
        let schema = try #require(SchemaLoader().load(ServerTestSupport.schemaText).schema)
        let made = NIOLockedValueBox<[SessionIdentity]>([])
        let header = try #require(HTTPField.Name("X-Forwarded-User"))
        let server = WorkflowWebServer(userHeader: header) { identity in
            made.withLockedValue { $0.append(identity) }
            return Session(schema: schema)
        }
        try await ServerTestSupport.application(server).test(.router) { client in
            let first = try await client.execute(uri: "/", method: .get, headers: [header: "ann"])
            let cookie = try #require(ServerTestSupport.sessionCookie(from: first))
            let identity = try #require(made.withLockedValue { $0.first })
            #expect(identity.user == "ann")
            _ = try await client.execute(uri: "/", method: .get, headers: [.cookie: cookie, header: "bob"])
            #expect(identity.user == "bob")
            _ = try await client.execute(uri: "/", method: .get, headers: [.cookie: cookie])
            #expect(identity.user == "bob")
            #expect(made.withLockedValue { $0.count } == 1)
        }
    }

    @Test("Without a user header, a header of that name names nobody")
    func noUserHeader() async throws {
        let schema = try #require(SchemaLoader().load(ServerTestSupport.schemaText).schema)
        let made = NIOLockedValueBox<[SessionIdentity]>([])
        let server = WorkflowWebServer { identity in
            made.withLockedValue { $0.append(identity) }
            return Session(schema: schema)
        }
        let header = try #require(HTTPField.Name("X-Forwarded-User"))
        try await ServerTestSupport.application(server).test(.router) { client in
            _ = try await client.execute(uri: "/", method: .get, headers: [header: "mallory"])
            #expect(made.withLockedValue { $0.first?.user } == nil)
        }
    }
}

@Suite("A restored session keeps its reference")
struct RestoredIdentityTests {
    @Test("A second server on the same store restores the session under the same reference")
    func restoredReference() async throws {
        let schema = try #require(SchemaLoader().load(ServerTestSupport.schemaText).schema)
        let store = MemorySessionStore()
        let made = NIOLockedValueBox<[SessionIdentity]>([])
        func server() -> WorkflowWebServer {
            WorkflowWebServer(store: store) { identity in
                made.withLockedValue { $0.append(identity) }
                return Session(schema: schema)
            }
        }
        // Made by its first step.
        let cookie = try await ServerTestSupport.application(server()).test(.router) { client in
            try await ServerTestSupport.startSession(client).cookie
        }
        try await ServerTestSupport.application(server()).test(.router) { client in
            let page = try await client.execute(uri: "/", method: .get, headers: [.cookie: cookie])
            #expect(page.headers[.setCookie] == nil)
        }
        let id = ServerTestSupport.sessionID(cookie)
        let identities = made.withLockedValue { $0 }.filter { $0.id == id }
        #expect(identities.count == 2)
        #expect(identities.first?.reference == identities.last?.reference)
        #expect(identities.first?.id == identities.last?.id)
    }
}
