/// The JSON form of an element leaves out every field that has its default value (no text, no
/// traits, not hidden, enabled…), so that a snapshot sent to a native client carries only what
/// the element has; reading fills them in again.
extension SnapshotElement {
    enum CodingKeys: String, CodingKey {
        case id, kind, name, text, detail, label, hint, traits, value, image, role, styleNames, validationMessage
        case isHidden, isEnabled, isSelected, children, gestures, isSecure, isLeading, variant, textInputTraits
        case hasValidations, richText
    }

    /// Reads an element, each missing field taking its default.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(ElementID.self, forKey: .id),
            kind: try container.decode(ElementKind.self, forKey: .kind),
            name: try container.decodeIfPresent(String.self, forKey: .name),
            text: try container.decodeIfPresent(String.self, forKey: .text),
            detail: try container.decodeIfPresent(String.self, forKey: .detail),
            label: try container.decodeIfPresent(String.self, forKey: .label),
            hint: try container.decodeIfPresent(String.self, forKey: .hint),
            traits: try container.decodeIfPresent([String].self, forKey: .traits) ?? [],
            value: try container.decodeIfPresent(String.self, forKey: .value),
            image: try container.decodeIfPresent(String.self, forKey: .image),
            role: try container.decodeIfPresent(AlertButtonRole.self, forKey: .role),
            styleNames: try container.decodeIfPresent([String].self, forKey: .styleNames) ?? [],
            validationMessage: try container.decodeIfPresent(String.self, forKey: .validationMessage),
            isHidden: try container.decodeIfPresent(Bool.self, forKey: .isHidden) ?? false,
            isEnabled: try container.decodeIfPresent(Bool.self, forKey: .isEnabled) ?? true,
            isSelected: try container.decodeIfPresent(Bool.self, forKey: .isSelected) ?? false,
            children: try container.decodeIfPresent([SnapshotElement].self, forKey: .children) ?? [],
            gestures: try container.decodeIfPresent([SnapshotGesture].self, forKey: .gestures) ?? [],
            isSecure: try container.decodeIfPresent(Bool.self, forKey: .isSecure) ?? false,
            isLeading: try container.decodeIfPresent(Bool.self, forKey: .isLeading) ?? false,
            variant: try container.decodeIfPresent(String.self, forKey: .variant),
            textInputTraits: try container.decodeIfPresent(TextInputTraits.self, forKey: .textInputTraits),
            hasValidations: try container.decodeIfPresent(Bool.self, forKey: .hasValidations) ?? false,
            richText: try container.decodeIfPresent(String.self, forKey: .richText))
    }

    /// Writes the element's fields that differ from their defaults.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(kind, forKey: .kind)
        try container.encodeIfPresent(name, forKey: .name)
        try container.encodeIfPresent(text, forKey: .text)
        try container.encodeIfPresent(detail, forKey: .detail)
        try container.encodeIfPresent(label, forKey: .label)
        try container.encodeIfPresent(hint, forKey: .hint)
        if !traits.isEmpty { try container.encode(traits, forKey: .traits) }
        try container.encodeIfPresent(value, forKey: .value)
        try container.encodeIfPresent(image, forKey: .image)
        try container.encodeIfPresent(role, forKey: .role)
        if !styleNames.isEmpty { try container.encode(styleNames, forKey: .styleNames) }
        try container.encodeIfPresent(validationMessage, forKey: .validationMessage)
        if isHidden { try container.encode(true, forKey: .isHidden) }
        if !isEnabled { try container.encode(false, forKey: .isEnabled) }
        if isSelected { try container.encode(true, forKey: .isSelected) }
        if !children.isEmpty { try container.encode(children, forKey: .children) }
        if !gestures.isEmpty { try container.encode(gestures, forKey: .gestures) }
        if isSecure { try container.encode(true, forKey: .isSecure) }
        if isLeading { try container.encode(true, forKey: .isLeading) }
        try container.encodeIfPresent(variant, forKey: .variant)
        try container.encodeIfPresent(textInputTraits, forKey: .textInputTraits)
        if hasValidations { try container.encode(true, forKey: .hasValidations) }
        try container.encodeIfPresent(richText, forKey: .richText)
    }
}
