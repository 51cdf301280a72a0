/// Checks the token a form carries against its session's.
enum CSRFToken {
    /// Whether `sent` is `expected`, compared in a time that does not depend on where they differ.
    static func matches(_ sent: String, _ expected: String) -> Bool {
        let sent = Array(sent.utf8)
        let expected = Array(expected.utf8)
        guard sent.count == expected.count else { return false }
        var difference: UInt8 = 0
        for index in sent.indices { difference |= sent[index] ^ expected[index] }
        return difference == 0
    }
}
