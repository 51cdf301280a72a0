import WorkflowSchema

extension RuntimeRegistry {
    /// The standard tags of the language with their run-time behaviour, registered through the
    /// same ``register(_:behaviour:)`` an application uses for its own.
    public static let standard: RuntimeRegistry = {
        var registry = RuntimeRegistry()
        for descriptor in StandardTags.all {
            let behaviour: TagBehaviour
            if let type = standardClasses[descriptor.name] {
                behaviour = .object(type)
            } else if let make = ValueTags.maker(for: descriptor.name) {
                behaviour = .value(make)
            } else if descriptor.kind == .graph || descriptor.isAbstract {
                // Graph nodes are read by their <runGraph>; abstract tags only stand for proxied values.
                behaviour = .readByParent
            } else {
                preconditionFailure("the standard tag <\(descriptor.name)> has no run-time behaviour")
            }
            do {
                try registry.register(descriptor, behaviour: behaviour)
            } catch {
                preconditionFailure("\(error)")
            }
        }
        return registry
    }()

    /// The class that runs each standard object tag.
    private static let standardClasses: [String: RuntimeObject.Type] = [
        "tabs": TabsController.self,
        "navigation": NavigationController.self,
        "screen": ScreenController.self,
        "form": FormController.self,
        "table": TableController.self,
        "container": ContainerView.self,
        "label": Label.self,
        "attributedTextView": AttributedTextView.self,
        "button": Button.self,
        "imageView": ImageView.self,
        "toolbar": Toolbar.self,
        "navigationBar": NavigationBar.self,
        "textField": TextField.self,
        "textView": TextView.self,
        "switch": Switch.self,
        "slider": Slider.self,
        "datePicker": DatePicker.self,
        "segmentedControl": SegmentedControl.self,
        "searchBar": SearchBar.self,
        "tableSection": TableSection.self,
        "tableCell": TableCell.self,
        "formAccessoryView": FormAccessoryView.self,
        "trigger": Trigger.self,
        "segment": Segment.self,
        "tapGesture": TapGesture.self,
        "longPressGesture": LongPressGesture.self,
        "swipeGesture": SwipeGesture.self,
        "barButtonItem": BarButtonItem.self,
        "tabBarItem": TabBarItem.self,
        "navigationItem": NavigationItem.self,
        "actionButtonItem": ButtonItem.self,
        "cancelButtonItem": ButtonItem.self,
        "destructiveButtonItem": ButtonItem.self,
        "showAlert": ShowAlertAction.self,
        "showActionSheet": ShowActionSheetAction.self,
        "sendMessage": SendMessageAction.self,
        "pushController": PushControllerAction.self,
        "presentController": PresentControllerAction.self,
        "replaceRootController": ReplaceRootControllerAction.self,
        "popController": PopControllerAction.self,
        "dismissController": DismissControllerAction.self,
        "loadSchema": LoadSchemaAction.self,
        "multipleActions": MultipleActions.self,
        "conditionalAction": ConditionalAction.self,
        "storeValue": StoreValueAction.self,
        "showViews": ViewsVisibilityAction.self,
        "hideViews": ViewsVisibilityAction.self,
        "endEditing": EndEditingAction.self,
        "updateViews": UpdateViewsAction.self,
        "runGraph": RunGraphAction.self,
        "cancelGraph": CancelGraphAction.self,
        "not": NegatedCondition.self,
        "isLessThan": ComparisonCondition.self,
        "isLessThanOrEqualTo": ComparisonCondition.self,
        "isGreaterThanOrEqualTo": ComparisonCondition.self,
        "isGreaterThan": ComparisonCondition.self,
        "isEqual": EqualityCondition.self,
        "multipleConditions": MultipleConditions.self,
        "isPresent": PresenceCondition.self,
        "doesMatchRegularExpression": RegularExpressionCondition.self,
        "isTrue": TruthinessCondition.self,
    ]
}
