extension ObjectFactory {
    /// Segmented controls, their segments, and `updateViews`.
    static let controls: [String: RuntimeObject.Type] = [
        "segmentedControl": SegmentedControl.self,
        "segment": Segment.self,
        "updateViews": UpdateViewsAction.self,
    ]
}
