extension ObjectFactory {
    /// Form inputs, triggers and the form accessory view.
    static let forms: [String: RuntimeObject.Type] = [
        "textView": TextView.self,
        "switch": Switch.self,
        "slider": Slider.self,
        "datePicker": DatePicker.self,
        "trigger": Trigger.self,
        "formAccessoryView": FormAccessoryView.self,
    ]
}
