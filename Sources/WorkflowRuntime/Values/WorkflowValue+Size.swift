extension WorkflowValue {
    /// Whether the value holds more than `limit` values, counting itself, every list item and
    /// every dictionary entry at every depth; it stops counting once past the limit.
    func hasMoreValues(than limit: Int) -> Bool {
        var count = 0
        var pending = [self]
        while let value = pending.popLast() {
            count += 1
            if count > limit { return true }
            switch value {
            case .array(let items): pending.append(contentsOf: items)
            case .dictionary(let entries): pending.append(contentsOf: entries.values)
            case .string, .number, .bool, .date, .image, .null, .schema: break
            }
        }
        return false
    }
}
