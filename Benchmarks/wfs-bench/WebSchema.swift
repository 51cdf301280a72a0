/// The screen the web entries serve: a small settings screen, embedded so the benchmark reads no files.
enum WebSchema {
    /// The `name` of the switch every benchmark request toggles.
    static let switchName = "notifications"

    /// A settings screen in a navigation: a title, labels, a text field, the `notifications`
    /// switch, a second switch and a Save button whose message shows an alert.
    static let settings = """
        <workflow>
            <navigation>
                <screen>
                    <title>Settings</title>
                    <view>
                        <container>
                            <label>Account</label>
                            <textField name="displayName">
                                <placeholder>Display name</placeholder>
                            </textField>
                            <label>Alerts</label>
                            <switch name="notifications">
                                <accessibilityLabel>Notifications</accessibilityLabel>
                                <on>YES</on>
                            </switch>
                            <switch name="sounds">
                                <accessibilityLabel>Sounds</accessibilityLabel>
                            </switch>
                            <label>Changes are kept on this device.</label>
                            <button>
                                <title>Save</title>
                                <message>save</message>
                            </button>
                        </container>
                    </view>
                    <actions>
                        <showAlert name="save">Settings saved.</showAlert>
                    </actions>
                </screen>
            </navigation>
        </workflow>
        """
}
