import Foundation
import Testing
import WorkflowRuntime

@Suite(
    "Forms: switches, sliders and date pickers (ORIGINALS 1.18, SwitchUnitTests, SliderTests, DatePickerTests)",
    .timeLimit(.minutes(2)))
struct ControlInputTests {
    // MARK: Switch

    @Test("a switch that is on; without on/off values its form value is the truth value")
    func switchTruthValue() async throws {
        let form = try await FormHarness(
            #"<switch name="s"><accessibilityLabel>Switch</accessibilityLabel><on>YES</on></switch>"#)
        let toggle = try await form.named("s")
        #expect(toggle.kind == .switch)
        #expect(toggle.value == "on")
        _ = try await form.submit()
        #expect(try form.userInfo(of: "submitted")["s"] == .bool(true))
        try await form.send(.toggle(toggle.id))
        #expect(try await form.named("s").value == "off")
        _ = try await form.submit()
        #expect(try form.userInfo(of: "submitted")["s"] == .bool(false))
    }

    @Test("with onValue 123 and offValue 345 the form value follows on; a change sends didSwitch")
    func switchValuesAndMessage() async throws {
        let form = try await FormHarness(
            """
            <switch name="s"><accessibilityLabel>Switch</accessibilityLabel><on>YES</on>
            <onValue>123</onValue><offValue>345</offValue><message>didSwitch</message></switch>
            """, actions: #"<sendMessage name="didSwitch">switched</sendMessage>"#)
        _ = try await form.submit()
        #expect(try form.userInfo(of: "submitted")["s"] == "123")
        try await form.send(.toggle(try await form.named("s").id))
        #expect(form.messageNames.last == "switched")
        #expect(try form.userInfo(of: "switched")["s"] == "345", "the message's action sees the new form value")
        try await form.send(.setValue(try await form.named("s").id, value: "on"))
        #expect(try await form.named("s").value == "on")
        #expect(form.messageNames.filter { $0 == "switched" }.count == 2)
    }

    @Test("a switch needs a label, and both onValue and offValue or neither")
    func switchRules() {
        #expect(!schemaErrors("<workflow><form><switch><on>YES</on></switch></form></workflow>").isEmpty)
        #expect(
            !schemaErrors(
                "<workflow><form><switch><accessibilityLabel>S</accessibilityLabel><onValue>1</onValue></switch></form></workflow>"
            ).isEmpty)
    }

    // MARK: Slider

    static let slider = """
        <slider name="slider"><accessibilityLabel>Slider</accessibilityLabel><continuous>YES</continuous>
        <minimumValue>123</minimumValue><value>234</value><maximumValue>345</maximumValue>
        <message>didSlide</message></slider>
        """

    @Test("a slider shows its value and range; its form value is the number; a change sends didSlide")
    func slider() async throws {
        let form = try await FormHarness(Self.slider, actions: #"<sendMessage name="didSlide">slid</sendMessage>"#)
        let slider = try await form.named("slider")
        #expect(slider.kind == .slider)
        #expect(slider.label == "Slider")
        #expect(slider.value == "234")
        #expect(slider.detail == "123…345")
        _ = try await form.submit()
        #expect(try form.userInfo(of: "submitted")["slider"] == .number(234))
        try await form.send(.setValue(slider.id, value: "300"))
        #expect(form.messageNames.last == "slid")
        #expect(try form.userInfo(of: "slid")["slider"] == .number(300))
    }

    @Test("fixed bug: a slider value of 234.5 stays 234.5 (the original truncated it)")
    func sliderNotTruncated() async throws {
        let form = try await FormHarness(
            #"<slider name="slider"><accessibilityLabel>Slider</accessibilityLabel><minimumValue>123</minimumValue><maximumValue>345</maximumValue><value>234.5</value></slider>"#
        )
        #expect(try await form.named("slider").value == "234.5")
        _ = try await form.submit()
        #expect(try form.userInfo(of: "submitted")["slider"] == .number(234.5))
        try await form.send(.setValue(try await form.named("slider").id, value: "200.25"))
        #expect(try await form.named("slider").value == "200.25")
    }

    @Test("a slider's value is held inside its range; text that is not a number is refused")
    func sliderClamps() async throws {
        let form = try await FormHarness(Self.slider)
        let id = try await form.named("slider").id
        try await form.send(.setValue(id, value: "1000"))
        #expect(try await form.named("slider").value == "345")
        try await form.send(.setValue(id, value: "-5"))
        #expect(try await form.named("slider").value == "123")
        await #expect(throws: EventError.self) { try await form.send(.setValue(id, value: "lots")) }
        #expect(try await form.named("slider").value == "123")
    }

    @Test("a slider's validations run at submit")
    func sliderValidations() async throws {
        let form = try await FormHarness(
            """
            <slider name="slider"><accessibilityLabel>Slider</accessibilityLabel><maximumValue>10</maximumValue>
            <isGreaterThan><otherValue>5</otherValue><failureMessage>more than 5</failureMessage></isGreaterThan>
            </slider>
            """)
        #expect(try await form.submit() == "refused")
        #expect(try await form.named("slider").validationMessage == "more than 5")
        try await form.send(.setValue(try await form.named("slider").id, value: "7.5"))
        #expect(try await form.named("slider").validationMessage == nil)
        #expect(try await form.submit() == "submitted")
    }

    @Test("a slider needs an accessibility label")
    func sliderNeedsALabel() {
        #expect(!schemaErrors("<workflow><form><slider><value>1</value></slider></form></workflow>").isEmpty)
    }

    // MARK: Date picker

    static func date(_ text: String) -> Date {
        ISO8601DateFormatter().date(from: text)!
    }

    @Test("string dates 2012/11/10 with a minimum and maximum; a change sends didPickDate")
    func datePicker() async throws {
        let form = try await FormHarness(
            """
            <datePicker name="picker"><accessibilityLabel>Picker</accessibilityLabel>
            <datePickerMode>date</datePickerMode>
            <minimumDate>2012/11/01</minimumDate><date>2012/11/10</date><maximumDate>2012/11/30</maximumDate>
            <message>didPickDate</message></datePicker>
            """, actions: #"<sendMessage name="didPickDate">picked</sendMessage>"#)
        let picker = try await form.named("picker")
        #expect(picker.kind == .datePicker)
        #expect(picker.value == "2012-11-10T00:00:00Z")
        _ = try await form.submit()
        #expect(try form.userInfo(of: "submitted")["picker"] == .date(Self.date("2012-11-10T00:00:00Z")))
        try await form.send(.setValue(picker.id, value: "2012-11-20"))
        #expect(form.messageNames.last == "picked")
        #expect(try form.userInfo(of: "picked")["picker"] == .date(Self.date("2012-11-20T00:00:00Z")))
        try await form.send(.setValue(picker.id, value: "2013-01-01T12:00:00Z"))
        #expect(try await form.named("picker").value == "2012-11-30T00:00:00Z", "held at the maximum")
        await #expect(throws: EventError.self) { try await form.send(.setValue(picker.id, value: "next week")) }
    }

    @Test("a date given as a <date> or as seconds since 1970; an unreadable date is an error")
    func datePickerValues() async throws {
        let form = try await FormHarness(
            """
            <datePicker name="a"><accessibilityLabel>A</accessibilityLabel>
            <date><value>2012-11-27T14:55:12Z</value></date></datePicker>
            <datePicker name="b"><accessibilityLabel>B</accessibilityLabel><date><value><number>0</number></value></date></datePicker>
            """)
        #expect(try await form.named("a").value == "2012-11-27T14:55:12Z")
        #expect(try await form.named("b").value == "1970-01-01T00:00:00Z")
        let broken = try await RuntimeHarness(
            """
            <workflow><form><container><datePicker><accessibilityLabel>A</accessibilityLabel>
            <minimumDate>someday</minimumDate></datePicker></container></form></workflow>
            """)
        #expect(await broken.issues.contains { $0.message.contains("someday") })
    }

    @Test("a date with a fraction of a second is shown exactly, so sending its value back changes nothing")
    func datePickerExactValue() async throws {
        let form = try await FormHarness(
            """
            <datePicker name="picker"><accessibilityLabel>Picker</accessibilityLabel>
            <date><value><number>1354028112.25</number></value></date><message>didPickDate</message></datePicker>
            """, actions: #"<sendMessage name="didPickDate">picked</sendMessage>"#)
        let picker = try await form.named("picker")
        #expect(picker.value == "2012-11-27T14:55:12.25Z")
        try await form.send(.setValue(picker.id, value: try #require(picker.value)))
        #expect(!form.messageNames.contains("picked"))
        try await form.send(.setValue(picker.id, value: "2012-11-27T14:55:12Z"))
        #expect(form.messageNames.last == "picked")
    }
}
