import Testing
import WorkflowRuntime

@testable import WorkflowWeb

@Suite("EventForm: posted forms become events", .timeLimit(.minutes(2)))
struct EventFormTests {
    func event(_ body: String) -> Result<Event, EventFormError>? {
        EventForm(urlEncoded: body)?.event()
    }

    @Test("each event name with its value becomes the runtime event")
    func events() {
        #expect(event("event=tap&id=button-1") == .success(.tap("button-1")))
        #expect(event("event=enterText&id=t&value=Bob+Smith%21") == .success(.enterText("t", text: "Bob Smith!")))
        #expect(event("event=setValue&id=s&value=0.5") == .success(.setValue("s", value: "0.5")))
        #expect(event("event=taps&id=l&value=2") == .success(.taps("l", count: 2)))
        #expect(event("event=longPress&id=l&value=1.5") == .success(.longPress("l", duration: 1.5)))
        #expect(event("event=swipe&id=l&value=left") == .success(.swipe("l", direction: .left)))
        #expect(event("event=back") == .success(.back))
        #expect(event("event=toggle&id=s&csrf=x") == .success(.toggle("s")))
    }

    @Test("missing fields, unknown events and bad values are reasons, not crashes")
    func problems() {
        #expect(event("id=x") == .failure(.missing("event")))
        #expect(event("event=tap") == .failure(.missing("id")))
        #expect(event("event=fly&id=x") == .failure(.unknownEvent("fly")))
        #expect(event("event=taps&id=x&value=1000") == .failure(.badValue("value", "a tap count from 1 to 10")))
        #expect(event("event=longPress&id=x&value=nan") != nil)
        if case .success = event("event=longPress&id=x&value=nan") { Issue.record("NaN seconds were accepted") }
        #expect(event("event=swipe&id=x&value=sideways") != nil)
        #expect(EventForm(urlEncoded: "event=%ZZ") == nil)
        #expect(EventForm(urlEncoded: "csrf=abc")?.csrfToken == "abc")
    }
}
