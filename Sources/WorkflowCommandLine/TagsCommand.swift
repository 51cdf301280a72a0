import ArgumentParser
import WorkflowSchema

/// `wfs tags [TAG]`: lists the vocabulary, or describes one tag's parameters.
struct TagsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tags",
        abstract: "List the registered tags, or show the parameters of one tag."
    )

    @Argument(help: "A tag to describe; omit to list all tags.")
    var tag: String?

    func run() throws {
        let registry = WorkflowCommandLine.registry.tags
        guard let tag else {
            for kind in TagKind.allCases {
                let tags = registry.descriptors.filter { $0.kind == kind }
                guard !tags.isEmpty else { continue }
                print("\(kind.rawValue):")
                for descriptor in tags {
                    print(
                        "  \(descriptor.name.padding(toLength: 28, withPad: " ", startingAt: 0)) \(descriptor.summary)")
                }
            }
            return
        }
        guard let descriptor = registry[tag] else {
            var message = "unknown tag <\(tag)>"
            if let near = registry.closestTag(to: tag) { message += "; did you mean <\(near)>?" }
            throw ValidationError(message)
        }
        print("<\(descriptor.name)> (\(descriptor.kind.rawValue)): \(descriptor.summary)")
        print("parameters:")
        for parameter in descriptor.parameters {
            var traits: [String] = []
            if parameter.isMandatory { traits.append("mandatory") }
            if parameter.isArray { traits.append("list") }
            if parameter.isLazy { traits.append("lazy") }
            switch parameter.format {
            case .enumeration(let words): traits.append("one of: " + words.joined(separator: ", "))
            case .bitmask(let words): traits.append("flags, any of: " + words.joined(separator: ", "))
            case .number: traits.append("a number")
            case .boolean: traits.append("YES or NO")
            case .text: break
            }
            let accepts = parameter.accepts.map(\.name).joined(separator: "|")
            let suffix = traits.isEmpty ? "" : " (" + traits.joined(separator: "; ") + ")"
            print("  \(parameter.name): \(accepts)\(suffix)")
        }
        if !descriptor.defaults.isEmpty {
            print("defaults (a bare value of this type goes to that parameter, first match wins):")
            for entry in descriptor.defaults { print("  \(entry.type.name) → \(entry.parameter)") }
        }
    }
}
