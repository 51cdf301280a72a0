import Foundation
import WorkflowRuntime
import WorkflowSchema
import Yams

extension FlowFileParser {
    /// Resolves plain scalars with the YAML 1.2 core schema: only `true`/`false` are booleans.
    static let resolver: Resolver = {
        try! Resolver.basic
            .appending(.null, "^(?:~|null|Null|NULL|)$")
            .appending(.bool, "^(?:true|True|TRUE|false|False|FALSE)$")
            .appending(.int, "^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$")
            .appending(
                .float,
                #"^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?"#
                    + #"|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$"#)
    }()

    /// What a scalar means: null, a boolean, a number or text.
    enum Scalar: Equatable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
    }

    /// The meaning of `node` if it is a scalar, by its resolved tag; nil for lists and mappings.
    func scalar(_ node: Node) -> Scalar? {
        guard case .scalar(let scalar) = node else { return nil }
        let text = scalar.string
        switch node.tag.rawValue {
        case Tag.Name.null.rawValue:
            return .null
        case Tag.Name.bool.rawValue:
            switch text.lowercased() {
            case "true": return .bool(true)
            case "false": return .bool(false)
            default: return .string(text)
            }
        case Tag.Name.int.rawValue, Tag.Name.float.rawValue:
            return Self.number(text).map(Scalar.number) ?? .string(text)
        default:
            return .string(text)
        }
    }

    /// The number a YAML int or float spells, such as `12`, `-3.5e2`, `0x1F`, `0o17` or `.inf`.
    static func number(_ text: String) -> Double? {
        var body = Substring(text)
        var sign = 1.0
        if let first = body.first, first == "-" || first == "+" {
            sign = first == "-" ? -1 : 1
            body = body.dropFirst()
        }
        switch body {
        case ".inf", ".Inf", ".INF": return sign * .infinity
        case ".nan", ".NaN", ".NAN": return .nan
        default: break
        }
        if body.hasPrefix("0x"), let value = UInt64(body.dropFirst(2), radix: 16) { return sign * Double(value) }
        if body.hasPrefix("0o"), let value = UInt64(body.dropFirst(2), radix: 8) { return sign * Double(value) }
        return Double(body).map { sign * $0 }
    }

    /// Whether `node` is absent in effect: an empty value, `~` or `null`.
    func isNull(_ node: Node) -> Bool {
        scalar(node) == .null
    }

    /// A short phrase for what `node` is, such as "a list", for error messages.
    func describe(_ node: Node) -> String {
        switch node {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        case .scalar(let scalar):
            if scalar.style == .singleQuoted || scalar.style == .doubleQuoted {
                return JSONText.quoted(scalar.string)
            }
            return isNull(node) ? "an empty value" : "`\(scalar.string)`"
        }
    }

    /// The text of a scalar value; `what` names it (such as "`tapOn`") and `usage` shows how to write it.
    func text(_ node: Node?, key: Node, what: String, usage: String) throws(FlowFileError) -> String {
        guard let node, !isNull(node) else { throw error("\(what) needs text; write `\(usage)`", at: key) }
        guard case .scalar(let scalar) = node else {
            throw error("\(what) takes text, not \(describe(node)); write `\(usage)`", at: node)
        }
        return scalar.string
    }

    /// A number of seconds, more than 0 (or at least 0 with `allowsZero`) and at most `maximum` if given.
    func seconds(
        _ node: Node?, key: Node, what: String, example: String, allowsZero: Bool = false, maximum: Double? = 86_400
    ) throws(FlowFileError) -> Double {
        guard let node, !isNull(node) else {
            throw error("\(what) needs a number of seconds; write `\(example)`", at: key)
        }
        guard case .number(let seconds) = scalar(node) else {
            throw error("\(what) needs a number of seconds, not \(describe(node)); write `\(example)`", at: node)
        }
        let minimum = allowsZero ? "0 or more" : "more than 0"
        let range = maximum.map { "\(minimum) and at most \(Int($0))" } ?? minimum
        guard seconds.isFinite, allowsZero ? seconds >= 0 : seconds > 0, seconds <= (maximum ?? .infinity) else {
            throw error("\(what) must be \(range) seconds, not \(describe(node)); write `\(example)`", at: node)
        }
        return seconds
    }

    /// A whole number of at least 1 (of `unit`, for messages) and at most `maximum` if given.
    func count(
        _ node: Node, what: String, example: String, unit: String = "characters", maximum: Int? = nil
    ) throws(FlowFileError) -> Int {
        let range = maximum.map { "from 1 to \($0)" } ?? "at least 1"
        guard case .number(let number) = scalar(node), number.rounded() == number, number >= 1,
            number <= Double(maximum ?? 1_000_000_000)
        else {
            throw error(
                "\(what) needs a whole number of \(unit), \(range), not \(describe(node)); write `\(example)`",
                at: node)
        }
        return Int(number)
    }

    /// The workflow value a YAML node spells: null, true/false, numbers, text, lists and mappings.
    func value(_ node: Node) throws(FlowFileError) -> WorkflowValue {
        switch node {
        case .scalar:
            switch scalar(node) {
            case .null, nil: return .null
            case .bool(let bool): return .bool(bool)
            case .number(let number): return .number(number)
            case .string(let string): return .string(string)
            }
        case .sequence(let sequence):
            var values: [WorkflowValue] = []
            for element in sequence { values.append(try value(element)) }
            return .array(values)
        case .mapping(let mapping):
            return .dictionary(try dictionary(mapping))
        case .alias:
            return .null
        }
    }

    /// The workflow dictionary a YAML mapping spells; keys must be scalars.
    func dictionary(_ mapping: Node.Mapping) throws(FlowFileError) -> [String: WorkflowValue] {
        var dictionary: [String: WorkflowValue] = [:]
        for (key, element) in mapping {
            dictionary[try self.key(key, in: "`userInfo`")] = try value(element)
        }
        return dictionary
    }

    /// The node on one line, with text in double quotes, for `FlowFileStep.text`.
    func render(_ node: Node) -> String {
        switch node {
        case .scalar(let scalar):
            guard case .string(let string) = self.scalar(node) else { return scalar.string }
            return JSONText.quoted(string)
        case .sequence(let sequence):
            return "[" + sequence.map(render).joined(separator: ", ") + "]"
        case .mapping(let mapping):
            guard !mapping.isEmpty else { return "{}" }
            let pairs = mapping.map { pair in "\(pair.key.string ?? render(pair.key)): \(render(pair.value))" }
            return "{ " + pairs.joined(separator: ", ") + " }"
        case .alias:
            return "*"
        }
    }
}
