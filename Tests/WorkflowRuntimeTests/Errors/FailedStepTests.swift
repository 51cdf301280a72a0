import Foundation
import Testing
import WorkflowRuntime
import WorkflowTestSupport

@Suite("A failed step: what a served page tells the people using the app", .timeLimit(.minutes(1)))
struct FailedStepTests {
    @Test("a backend's failure that the app's own failure path answers is not a failed step; a message loop is")
    func failurePathAnswers() async throws {
        let schema = """
            <workflow><screen><title>Root</title><container>
            <button><title>Ask</title><message>ask</message></button>
            <button><title>Loop</title><message>loop</message></button>
            <label name="answer">No answer</label></container>
            <actions>
            <sendMessage name="ask"><message><name>fetch</name><destinationType>rootDelegate</destinationType></message>
            <updateViews name="failure"><viewNames>answer</viewNames><parameterName>text</parameterName><value>No fruit</value></updateViews>
            </sendMessage>
            <sendMessage name="loop"><message><name>loop</name><destinationType>self</destinationType></message></sendMessage>
            </actions></screen></workflow>
            """
        // A backend that fails every message, with the issue a real one's failure carries.
        let backend = TestRootDelegate { _ in
            .replyWithIssue(.failure(), RuntimeIssue(.error, "the backend answered garbage", code: .delegateBadAnswer))
        }
        let harness = try await RuntimeHarness(schema, rootDelegate: backend)
        #expect(await !harness.session.hasErrorSinceLatestEvent)
        try await harness.tap("Ask")
        try await harness.settle()
        #expect(await harness.snapshot.activeElements.contains { $0.shows("No fruit") })
        // The issue is kept for the developer, but the person already reads the app's own answer.
        #expect(await harness.issues.contains { $0.code == .delegateBadAnswer })
        #expect(await !harness.session.hasErrorSinceLatestEvent)
        try await harness.tap("Loop")
        #expect(await harness.issues.contains { $0.code == .messageLoop })
        #expect(await harness.session.hasErrorSinceLatestEvent)
        try await harness.tap("Ask")
        try await harness.settle()
        #expect(await !harness.session.hasErrorSinceLatestEvent)
    }
}
