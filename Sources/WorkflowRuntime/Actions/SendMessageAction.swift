/// `<sendMessage>`: sends a message to one of four destinations; the reply picks a child action.
final class SendMessageAction: Action {
    private var message: LazyParameter?
    private var childActions: [Action] = []
    private var valueNames: [String]?

    override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
        message = parameters.deferred("message")
        childActions = parameters.objects("actions")
        let names = parameters.values("valueNames").compactMap(\.text)
        valueNames = names.isEmpty ? nil : names
    }

    override func perform(for controller: Controller, context: WorkflowContext) -> ActionResult? {
        let template: MessageTemplate
        do {
            guard let made = try message?.message(in: context) else {
                return fail("could not find the message to send", context: context, code: .missingValue)
            }
            template = made
        } catch {
            return fail(error.message, context: context, code: error.code)
        }
        var context = context
        if let valueNames {
            context.userInfo = Dictionary(
                valueNames.map { ($0, context.userInfo[$0] ?? .null) }, uniquingKeysWith: { first, _ in first })
        }
        let message = Message(template, context: context) { [weak self, weak controller] result in
            guard let self, let controller, let result else { return }
            let child = self.childActions.first { $0.name == nil || $0.name == result.name }
            _ = child?.perform(for: controller, context: controller.actionContext(from: result.context))
        }
        message.sentBy = element
        guard deliver(message, for: controller) else {
            let destination = template.destinationName.map { " named '\($0)'" } ?? ""
            return fail(
                "message '\(template.name)' to \(template.destination.rawValue)\(destination) was not handled",
                context: context, code: .unhandledMessage)
        }
        return .success(context)
    }

    private func deliver(_ message: Message, for controller: Controller) -> Bool {
        switch message.destination {
        case .delegate:
            return controller.context.send(message)
        case .rootDelegate:
            return message.context.send(message)
        case .sameController:
            message.context = controller.actionContext(from: message.context)
            return controller.context.services.dispatch(message, to: controller)
        case .descendant:
            guard let name = message.destinationName,
                let target = Self.lastDescendant(named: name, under: controller)
            else { return false }
            message.context = target.actionContext(from: message.context)
            return target.context.services.dispatch(message, to: target)
        }
    }

    /// The last controller named `name` in a depth-first walk of the child controllers.
    static func lastDescendant(named name: String, under controller: Controller) -> Controller? {
        var found: Controller?
        var pending = Array(controller.childControllers.reversed())
        while let next = pending.popLast() {
            if next.name == name { found = next }
            pending.append(contentsOf: next.childControllers.reversed())
        }
        return found
    }
}
