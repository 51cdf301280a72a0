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

    @Test("a page's button names the event, the element and the value in one field")
    func buttonValues() {
        #expect(event("event=tap+button-1") == .success(.tap("button-1")))
        #expect(event("event=swipe+label-2+left") == .success(.swipe("label-2", direction: .left)))
        #expect(event("event=taps+label-2+3") == .success(.taps("label-2", count: 3)))
        #expect(event("event=back") == .success(.back))
        #expect(EventForm.buttonValue(.swipe, "label-2", value: "left") == "swipe label-2 left")
        #expect(EventForm.buttonValue(.back) == "back")
        // Text entry and value changes without a value read the element's own field.
        #expect(event("event=setValue+slider-1&field.slider-1=0.5") == .success(.setValue("slider-1", value: "0.5")))
        #expect(event("event=setValue+slider-1") == .failure(.missing("value")))
    }

    @Test(
        "the inputs' fields are kept in the page's order, their line ends made LF; a return without a field is its own request"
    )
    func inputs() throws {
        let form = try #require(
            EventForm(urlEncoded: "csrf=t&field.b=two&event=tap+button-1&field.a=one%0D%0Aline%0Dthree&field.c="))
        #expect(form.inputs.map(\.id) == ["b", "a", "c"])
        #expect(form.inputs[1].value == "one\nline\nthree")
        #expect(form.inputs[2].value == "")
        #expect(form.fields["field.b"] == nil)
        #expect(EventForm(urlEncoded: "event=pressReturn")?.request() == .success(.returnInUnnamedField))
        #expect(
            EventForm(urlEncoded: "event=pressReturn+textField-1")?.request()
                == .success(.event(.pressReturn("textField-1"))))
    }

    @Test("missing fields, unknown events and bad values are reasons, not crashes")
    func problems() {
        #expect(event("id=x") == .failure(.missing("event")))
        #expect(event("event=") == .failure(.unknownEvent("")))
        #expect(event("event=tap+") == .failure(.missing("id")))
        #expect(event("event=fly+x") == .failure(.unknownEvent("fly")))
        #expect(event("event=tap") == .failure(.missing("id")))
        #expect(event("event=fly&id=x") == .failure(.unknownEvent("fly")))
        #expect(event("event=taps&id=x&value=1000") == .failure(.badValue("value", "a tap count from 1 to 10")))
        #expect(event("event=longPress&id=x&value=nan") != nil)
        if case .success = event("event=longPress&id=x&value=nan") { Issue.record("NaN seconds were accepted") }
        #expect(event("event=swipe&id=x&value=sideways") != nil)
        #expect(EventForm(urlEncoded: "event=%ZZ") == nil)
        #expect(EventForm(urlEncoded: "csrf=abc")?.csrfToken == "abc")
        #expect(EventForm(urlEncoded: "event=%4") == nil)
        #expect(EventForm(urlEncoded: "event=%") == nil)
        #expect(EventForm(urlEncoded: "value=%FF%FE") == nil, "not UTF-8")
    }

    @Test("percent-encoded UTF-8, plus signs and bare fields decode as a browser encoded them")
    func decoding() {
        let form = EventForm(urlEncoded: "value=Cr%C3%A8me+br%C3%BBl%C3%A9e+%2B+%F0%9F%8D%AE&a%3Db=1&flag&x=%41%6a")
        #expect(form?.fields["value"] == "Crème brûlée + 🍮")
        #expect(form?.fields["a=b"] == "1")
        #expect(form?.fields["flag"] == "")
        #expect(form?.fields["x"] == "Aj")
    }

    @Test("the form's sequence field is read when it is a whole number from 0")
    func sequenceField() {
        #expect(EventForm(urlEncoded: "event=tap+button-1&sequence=12")?.sequence == 12)
        #expect(EventForm(urlEncoded: "event=tap+button-1&sequence=-1")?.sequence == nil)
        #expect(EventForm(urlEncoded: "event=tap+button-1&sequence=x")?.sequence == nil)
        #expect(EventForm(urlEncoded: "event=tap+button-1")?.sequence == nil)
        #expect(EventForm(urlEncoded: "event=dismiss")?.event() == .success(.dismiss))
    }
}

@Suite("HTMLText: escaping", .timeLimit(.minutes(2)))
struct HTMLTextTests {
    @Test("the five special characters become references; other text, including non-ASCII, is kept")
    func escape() {
        #expect(
            HTMLText.escape(#"<a href="x">Tom & 'Jerry'</a>"#)
                == "&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;")
        #expect(HTMLText.escape("Crème brûlée 🍮") == "Crème brûlée 🍮")
        #expect(HTMLText.escape("é<ü") == "é&lt;ü")
        #expect(HTMLText.escape("") == "")
    }
}
