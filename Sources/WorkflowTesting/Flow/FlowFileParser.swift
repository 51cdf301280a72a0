import Foundation
import WorkflowRuntime
import WorkflowSchema
import Yams

/// Turns the YAML text of a flow file into a `FlowFile`, with a position on every error.
struct FlowFileParser {
    /// The keys a flow file may have at its top level.
    static let topLevelKeys = ["schema", "assets", "replies", "steps"]

    /// The YAML text.
    let yaml: String
    /// The file the text came from, for errors.
    let path: String?

    /// The flow, or the first problem found in it.
    func parse() throws(FlowFileError) -> FlowFile {
        let composed: Node?
        do {
            composed = try Yams.compose(yaml: yaml, Self.resolver)
        } catch {
            throw syntaxError(error)
        }
        guard let root = composed else {
            throw self.error(
                "the flow file is empty; add `schema:` naming the schema to drive and `steps:` listing the steps",
                at: .start)
        }
        guard case .mapping(let mapping) = root else {
            throw self.error(
                "a flow file must be a mapping, not \(describe(root)); write `schema: FILE.xml` and `steps:` at the "
                    + "start of their lines", at: root)
        }
        var schema: (text: String, position: SourceLocation)?
        var assets: String?
        var replies: [String: [FlowReply]] = [:]
        var steps: [FlowFileStep]?
        for (keyNode, value) in mapping {
            let key = try self.key(keyNode, in: "a flow file")
            switch key {
            case "schema":
                let text = try self.text(value, key: keyNode, what: "`schema`", usage: "schema: FILE.xml")
                guard !text.isEmpty else {
                    throw error(
                        "`schema` is empty; write the schema file's path, relative to this flow file", at: value)
                }
                schema = (text, position(value))
            case "assets":
                guard !isNull(value) else { continue }
                assets = try self.text(value, key: keyNode, what: "`assets`", usage: "assets: FOLDER/")
            case "replies":
                replies = try parseReplies(value, key: keyNode)
            case "steps":
                steps = try parseSteps(value, key: keyNode)
            default:
                let hint = FlowSuggestion.hint(
                    for: key, in: Self.topLevelKeys,
                    otherwise: "a flow file's keys are \(FlowSuggestion.list(Self.topLevelKeys))")
                throw error("unknown key `\(key)`\(hint)", at: keyNode)
            }
        }
        guard let schema else {
            throw error(
                "missing `schema`; add `schema: FILE.xml` naming the schema to drive, relative to this flow file",
                at: root)
        }
        guard let steps else {
            throw error("missing `steps`; add `steps:` followed by a list of steps, such as `- tapOn: TEXT`", at: root)
        }
        return FlowFile(
            path: path, schema: schema.text, schemaPosition: schema.position, assets: assets, replies: replies,
            steps: steps)
    }

    /// An error at `position` in this file.
    func error(_ message: String, at position: SourceLocation) -> FlowFileError {
        FlowFileError(message: message, path: path, position: position)
    }

    /// An error at `node` in this file.
    func error(_ message: String, at node: Node) -> FlowFileError {
        error(message, at: position(node))
    }

    /// Where `node` starts.
    func position(_ node: Node) -> SourceLocation {
        SourceLocation(node.mark)
    }

    /// The text of a mapping key, which must be a scalar.
    func key(_ node: Node, in context: String) throws(FlowFileError) -> String {
        guard case .scalar(let scalar) = node else {
            throw error(
                "the keys of \(context) must be plain names, not \(describe(node)); write `name: value`", at: node)
        }
        return scalar.string
    }
}
