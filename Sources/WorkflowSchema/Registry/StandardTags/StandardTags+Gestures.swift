extension StandardTags {
    /// Tags #31–33: gesture recognisers. They have no defaults, so a `<message>` inside one is a parameter.
    static let gestures: [TagDescriptor] = [
        TagDescriptor(
            "tapGesture", kind: .gesture, type: .tapGesture,
            summary: "Sends a message when its view is tapped.",
            parameters: [
                .message("message").lazy.mandatory,
                .number("numberOfTapsRequired"),
                .number("numberOfTouchesRequired"),
            ]),
        TagDescriptor(
            "longPressGesture", kind: .gesture, type: .longPressGesture,
            summary: "Sends messages when a long press on its view begins and ends.",
            parameters: [
                .message("beginMessage").lazy,
                .message("endMessage").lazy,
                .number("numberOfTapsRequired"),
                .number("numberOfTouchesRequired"),
                .number("minimumPressDuration"),
                .number("allowableMovement"),
            ],
            rules: [RequireOneOf(["beginMessage", "endMessage"], "Long press must have a begin or end message")]),
        TagDescriptor(
            "swipeGesture", kind: .gesture, type: .swipeGesture,
            summary: "Sends a message when its view is swiped in a direction.",
            parameters: [
                .message("message").lazy.mandatory,
                .number("numberOfTouchesRequired"),
                .enumeration("direction", ["up", "down", "left", "right"]),
            ]),
    ]
}
