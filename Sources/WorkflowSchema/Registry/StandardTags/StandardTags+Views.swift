/// The parameters every view tag inherits (ORIGINALS.md 1.6.0: View and A11y).
private let common = ParameterGroups.view + ParameterGroups.accessibility
private let gestureDefault = ParameterGroups.viewDefault

extension StandardTags {
    /// Tags #16–30: the 14 view tags, plus `<segment>` (an item of `<segmentedControl>`).
    static let views: [TagDescriptor] = [
        TagDescriptor(
            "button", kind: .view, type: .button,
            summary: "A push button that sends a message when tapped.",
            parameters: common + [.string("title"), .one("image", .image), .message("message").lazy],
            defaults: [DefaultParameter(.string, "title"), DefaultParameter(.image, "image"), gestureDefault],
            rules: [
                RequireOneOf(
                    ["title", "accessibilityLabel", "image.accessibilityLabel"],
                    "Buttons must have a title or an accessibility label")
            ]),
        TagDescriptor(
            "container", kind: .view, type: .container,
            summary: "A scrolling view that lays out views and child controllers, optionally in columns.",
            parameters: common + [
                .list("views", .view, .controller),
                .enumeration("layout", ["vertical", "center", "fill"]),
                .number("numberOfColumns"),
                .boolean("rightAlignLastColumn"),
            ],
            defaults: [DefaultParameter(.view, "views"), DefaultParameter(.controller, "views"), gestureDefault]),
        TagDescriptor(
            "datePicker", kind: .view, type: .datePicker,
            summary: "A form input for picking a date, a time or a countdown duration.",
            parameters: common + [
                .enumeration("datePickerMode", ["time", "date", "dateAndTime", "countDownTimer"]),
                ParameterDescriptor("date", accepts: [.date, .number, .string]),
                ParameterDescriptor("minimumDate", accepts: [.date, .number, .string]),
                ParameterDescriptor("maximumDate", accepts: [.date, .number, .string]),
                .number("countDownDuration"),
                .number("minuteInterval"),
                .message("message"),
                validationsExtension,
            ],
            defaults: [
                gestureDefault, DefaultParameter(.date, "date"), DefaultParameter(.message, "message"),
                DefaultParameter(.condition, "validations"),
            ]),
        TagDescriptor(
            "imageView", kind: .view, type: .imageView,
            summary: "A view that shows an image.",
            parameters: common + [.string("imageName"), .one("image", .image)],
            defaults: [DefaultParameter(.string, "imageName"), DefaultParameter(.image, "image"), gestureDefault],
            rules: [RequireOneOf(["imageName", "image"], "Image views must have an image")]),
        TagDescriptor(
            "label", kind: .view, type: .label,
            summary: "A view that shows read-only text, on several lines by default.",
            parameters: common + [
                .string("text"), .number("numberOfLines"), .boolean("adjustsFontSizeToFitWidth"),
            ],
            defaults: [DefaultParameter(.string, "text"), gestureDefault]),
        TagDescriptor(
            "navigationBar", kind: .view, type: .navigationBar,
            summary: "A standalone navigation bar showing a stack of navigation items.",
            parameters: common + ParameterGroups.bar + [.list("items", .navigationItem)],
            defaults: [gestureDefault, DefaultParameter(.navigationItem, "items")]),
        TagDescriptor(
            "searchBar", kind: .view, type: .searchBar,
            summary: "A form input for search text, with optional scope buttons.",
            parameters: common + ParameterGroups.bar + [
                .string("placeholder"), .string("prompt"), .string("text"),
                .list("scopeButtonItems", .actionButtonItem),
                .boolean("showsBookmarkButton"), .boolean("showsCancelButton"), .boolean("showsSearchResultsButton"),
                .list("validations", .condition),
                .message("searchMessage").lazy, .message("cancelMessage").lazy,
                .message("bookmarkMessage").lazy, .message("resultsListMessage").lazy,
                .message("textDidChangeMessage").lazy,
            ],
            defaults: [DefaultParameter(.condition, "validations"), gestureDefault],
            rules: [
                RequireAccessibleName(
                    ["placeholder", "accessibilityLabel"],
                    "Search bars must have a placeholder or an accessibilityLabel")
            ]),
        TagDescriptor(
            "segmentedControl", kind: .view, type: .segmentedControl,
            summary: "A row of segments that sends the selected segment's message.",
            parameters: common + [
                .list("segments", .segment),
                .boolean("momentary"),
                .enumeration("segmentedControlStyle", ["plain", "bordered", "bar"]),
                .number("selectedSegmentIndex"),
                .boolean("apportionsSegmentWidthsByContent"),
                validationsExtension,
            ],
            defaults: [
                DefaultParameter(.segment, "segments"), DefaultParameter(.condition, "validations"), gestureDefault,
            ]),
        TagDescriptor(
            "segment", kind: .item, type: .segment,
            summary: "One segment of a segmented control, with a title or an image.",
            parameters: [
                .string("title"), .one("image", .image), .message("message").lazy, .boolean("enabled"),
                .string("accessibilityLabel"),
            ],
            defaults: [
                DefaultParameter(.string, "title"), DefaultParameter(.image, "image"),
                DefaultParameter(.message, "message"),
            ],
            rules: [
                RequireOneOf(
                    ["title", "accessibilityLabel", "image.accessibilityLabel"],
                    "Segments must have a title or an accessibilityLabel")
            ]),
        TagDescriptor(
            "slider", kind: .view, type: .slider,
            summary: "A form input for a number between a minimum and a maximum.",
            parameters: common + [
                .number("value"), .number("minimumValue"), .number("maximumValue"),
                .boolean("continuous"),
                .message("message"),
                .list("validations", .condition),
            ],
            defaults: [DefaultParameter(.condition, "validations"), gestureDefault],
            rules: [RequireAccessibleName(["accessibilityLabel"], "Sliders must have an accessibilityLabel")]),
        TagDescriptor(
            "switch", kind: .view, type: .toggle,
            summary: "A form input that is on or off, with optional values for each state.",
            parameters: common + [
                .boolean("on"), .one("onValue", .object), .one("offValue", .object), .message("message").lazy,
                validationsExtension,
            ],
            defaults: [
                DefaultParameter(.message, "message"), DefaultParameter(.condition, "validations"), gestureDefault,
            ],
            rules: [
                RequireAccessibleName(["accessibilityLabel"], "Switches must have an accessibilityLabel"),
                Paired("onValue", "offValue", "Switches must have both an onValue and an offValue, or neither"),
            ]),
        TagDescriptor(
            "tableCell", kind: .view, type: .tableCell,
            summary: "A row of a table, with text, detail text, an image and an accessory.",
            parameters: common + [
                .string("text").mandatory,
                .string("detailText"),
                .one("image", .image),
                .enumeration("style", ["default", "value1", "value2", "subtitle"]),
                .enumeration(
                    "accessoryType", ["none", "disclosureIndicator", "detailDisclosureIndicatorButton", "checkmark"]),
                .enumeration("selectionStyle", ["none", "blue", "gray"]),
                .boolean("selectable"),
                .number("indentationLevel"),
                .message("message").lazy,
                .message("detailDisclosureMessage").lazy,
            ],
            // The original lost the gesture default here (a bug); it is restored.
            defaults: [DefaultParameter(.string, "text"), DefaultParameter(.image, "image"), gestureDefault],
            rules: [
                DependentParameter(
                    "detailDisclosureMessage", when: "accessoryType", is: "detailDisclosureIndicatorButton",
                    missing: "Cells with the detailDisclosureIndicatorButton accessory type must have a "
                        + "detailDisclosureMessage",
                    forbidden: "Cells without the detailDisclosureIndicatorButton accessory type may not have a "
                        + "detailDisclosureMessage")
            ]),
        TagDescriptor(
            "textField", kind: .view, type: .textField,
            summary: "A form input for one line of text.",
            parameters: common + ParameterGroups.textInput + ParameterGroups.responder + [
                .string("text"), .string("placeholder"),
                .boolean("adjustsFontSizeToFitWidth"), .boolean("clearsOnBeginEditing"),
                .enumeration("clearButtonMode", viewModes),
                .enumeration("leftViewMode", viewModes),
                .enumeration("rightViewMode", viewModes),
                .one("leftView", .view), .one("rightView", .view),
                .list("validations", .condition),
            ],
            defaults: [DefaultParameter(.condition, "validations"), gestureDefault],
            rules: [
                RequireAccessibleName(
                    ["placeholder", "accessibilityLabel"],
                    "Text fields must have a placeholder or an accessibilityLabel")
            ]),
        TagDescriptor(
            "textView", kind: .view, type: .textView,
            summary: "A form input for several lines of text.",
            parameters: common + ParameterGroups.textInput + ParameterGroups.responder + [
                .string("text"),
                .boolean("editable"),
                .bitmask("dataDetectorTypes", ["phoneNumber", "link", "address", "calendarEvent"]),
                .list("validations", .condition),
            ],
            defaults: [DefaultParameter(.condition, "validations"), gestureDefault],
            rules: [RequireAccessibleName(["accessibilityLabel"], "Text views must have an accessibilityLabel")]),
        TagDescriptor(
            "toolbar", kind: .view, type: .toolbar,
            summary: "A bar of bar button items.",
            parameters: common + ParameterGroups.bar + [.list("items", .barButtonItem)],
            defaults: [DefaultParameter(.barButtonItem, "items"), gestureDefault]),
    ]

    /// `validations` of the inputs the original gave none (`switch`, `datePicker`, `segmentedControl`):
    /// an extension, so a form can require a switch to be on, a date or a choice of segment.
    private static let validationsExtension = ParameterDescriptor.list("validations", .condition).summary(
        "Conditions the value must meet when the form submits (an extension: the original took none here).")

    /// When a text field shows its clear button or side views.
    private static let viewModes = ["never", "whileEditing", "unlessEditing", "always"]
}
