extension StandardTags {
    /// The 2 tags of the original's optional DTCoreText module (ORIGINALS.md 1.17): text with a
    /// sanitised subset of HTML, and a view that shows it. See docs/SEMANTICS.md, "Attributed text".
    public static let attributedText: [TagDescriptor] = [
        TagDescriptor(
            "attributedString", kind: .value, type: .attributedString,
            summary: "Text with a safe subset of HTML (paragraphs, emphasis, lists, http/https/mailto links).",
            parameters: [
                ParameterDescriptor("value", accepts: [.attributedString, .string]).mandatory.summary(
                    "The HTML; write its tags escaped or in CDATA. Anything outside the subset is removed.")
            ],
            defaults: [DefaultParameter(.attributedString, "value"), DefaultParameter(.string, "value")]),
        TagDescriptor(
            "attributedTextView", kind: .view, type: .attributedTextView,
            summary: "A view that shows an attributed string; its accessibility label defaults to the plain text.",
            parameters: ParameterGroups.view + ParameterGroups.accessibility + [
                ParameterDescriptor("attributedString", accepts: [.attributedString, .string]).mandatory.summary(
                    "An <attributedString>, or text read as HTML.")
            ],
            defaults: [
                DefaultParameter(.attributedString, "attributedString"), DefaultParameter(.string, "attributedString"),
                ParameterGroups.viewDefault,
            ]),
    ]
}
