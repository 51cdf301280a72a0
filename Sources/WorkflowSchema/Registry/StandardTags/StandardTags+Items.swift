extension StandardTags {
    /// Tags #62–67: button, bar and navigation items.
    static let items: [TagDescriptor] = [
        buttonItem(
            "actionButtonItem", .actionButtonItem, mandatory: true,
            "A button of an alert or action sheet, or a scope of a search bar."),
        buttonItem(
            "cancelButtonItem", .cancelButtonItem, mandatory: false,
            "The cancel button of an alert or action sheet; its title defaults to OK."),
        buttonItem(
            "destructiveButtonItem", .destructiveButtonItem, mandatory: true,
            "The destructive button of an action sheet, shown first."),
        TagDescriptor(
            "barButtonItem", kind: .item, type: .barButtonItem,
            summary: "A button of a toolbar or navigation bar: a title, an image or a system item.",
            parameters: [
                .string("title"),
                .one("image", .image),
                .enumeration(
                    "systemItem",
                    [
                        "done", "cancel", "edit", "save", "add", "flexibleSpace", "fixedSpace", "compose", "reply",
                        "action", "organize", "bookmarks", "search", "refresh", "stop", "camera", "trash", "play",
                        "pause", "rewind", "fastForward", "undo", "redo", "pageCurl",
                    ]),
                .enumeration("style", ["plain", "bordered", "done"]),
                .boolean("enabled"),
                .message("message").lazy,
            ],
            defaults: [DefaultParameter(.string, "title"), DefaultParameter(.image, "image")],
            rules: [
                RequireOneOf(
                    ["title", "image", "systemItem"],
                    "Bar button items must have one of: title, image, systemItem"),
                MutuallyExclusive(
                    ["title", "image", "systemItem"],
                    "Bar button items must only have one of: title, image, systemItem"),
                RequiresCompanion(
                    "image", requires: "image.accessibilityLabel",
                    "Bar button image items must have an accessibility label"),
            ]),
        TagDescriptor(
            "tabBarItem", kind: .item, type: .tabBarItem,
            summary: "The title, image and badge a controller shows in a tab bar.",
            parameters: [.string("title"), .one("image", .image), .string("badgeValue")],
            defaults: [DefaultParameter(.image, "image")],
            // The original required both; one of them is enough.
            rules: [RequireOneOf(["title", "image"], "Tab bar items must have a title or an image")]),
        TagDescriptor(
            "navigationItem", kind: .item, type: .navigationItem,
            summary: "The title, prompt and bar buttons a controller shows in a navigation bar.",
            parameters: [
                .string("title"), .string("prompt"),
                .one("titleView", .view),
                .boolean("hidesBackButton"), .boolean("leftItemsSupplementBackButton"),
                .one("leftBarButtonItem", .barButtonItem), .one("rightBarButtonItem", .barButtonItem),
                .list("leftBarButtonItems", .barButtonItem), .list("rightBarButtonItems", .barButtonItem),
                ParameterDescriptor("backBarButtonItem", accepts: [.string, .image, .barButtonItem]),
            ]),
    ]

    /// Tag #68: a section of a table.
    static let tables: [TagDescriptor] = [
        TagDescriptor(
            "tableSection", kind: .table, type: .tableSection,
            summary: "A section of a table: cells under an optional header and footer title.",
            parameters: [.string("headerTitle"), .string("footerTitle"), .list("cells", .tableCell)],
            defaults: [DefaultParameter(.string, "headerTitle"), DefaultParameter(.tableCell, "cells")])
    ]

    /// An alert or action-sheet button: a title and a message sent when it is clicked.
    private static func buttonItem(
        _ name: String, _ type: SchemaType, mandatory: Bool, _ summary: String
    ) -> TagDescriptor {
        let title = ParameterDescriptor.string("title")
        let message = ParameterDescriptor.message("message").lazy
        return TagDescriptor(
            name, kind: .item, type: type, summary: summary,
            parameters: mandatory ? [title.mandatory, message.mandatory] : [title, message],
            defaults: [DefaultParameter(.string, "title"), DefaultParameter(.message, "message")])
    }
}
