/// The view-lifecycle moments a controller performs actions for (ORIGINALS 1.10).
enum LifecycleEvent: String, CaseIterable {
    case viewDidLoad, viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear
}
