import WorkflowSchema

extension Label: UpdatableView {
    func updateParameter(_ parameter: String, values: LiveValues) throws(RuntimeIssue) -> Bool {
        guard parameter == "text" else { return false }
        text = values.text
        return true
    }
}

extension AttributedTextView: UpdatableView {
    func updateParameter(_ parameter: String, values: LiveValues) throws(RuntimeIssue) -> Bool {
        guard parameter == "attributedString" else { return false }
        richText = RichText(html: values.text ?? "")
        return true
    }
}

extension Button: UpdatableView {
    func updateParameter(_ parameter: String, values: LiveValues) throws(RuntimeIssue) -> Bool {
        switch parameter {
        case "title": title = values.text
        case "image": image = values.image
        default: return false
        }
        return true
    }
}

extension TextField: UpdatableView {
    func updateParameter(_ parameter: String, values: LiveValues) throws(RuntimeIssue) -> Bool {
        switch parameter {
        case "text": text = values.text ?? ""
        case "placeholder": placeholder = values.text
        case "secureTextEntry": isSecure = values.bool ?? false
        default: return false
        }
        return true
    }
}

extension SegmentedControl: UpdatableView {
    func updateParameter(_ parameter: String, values: LiveValues) throws(RuntimeIssue) -> Bool {
        switch parameter {
        case "selectedSegmentIndex": applySelectedIndex(values.integer)
        case "momentary":
            isMomentary = values.bool ?? false
            if isMomentary { selectedSegmentIndex = nil }
        default: return false
        }
        return true
    }
}

extension ImageView: UpdatableView {
    func updateParameter(_ parameter: String, values: LiveValues) throws(RuntimeIssue) -> Bool {
        switch parameter {
        case "image":
            guard let image = values.image else {
                throw RuntimeIssue(.error, "image views must have an image", code: .missingValue)
            }
            self.image = image
        case "imageName":
            guard let name = values.text else {
                throw RuntimeIssue(.error, "image views must have an image", code: .missingValue)
            }
            if let assets = context.services.assets {
                guard let found = assets.image(named: name) else {
                    throw RuntimeIssue(
                        .error, "cannot find image named '\(name)' in the asset folder", code: .imageNotFound)
                }
                image = found
            } else {
                image = ImageValue(name: name)
            }
        default: return false
        }
        return true
    }
}
