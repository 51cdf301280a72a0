import Foundation

/// The files linked to one schema file: the schema files of its folder joined to it by
/// `<loadSchema>`, in either direction, directly or through others.
///
/// A loaded schema is made in the context of the action that loads it, so its `keyPath`
/// proxies read keys that the loading file provides. The built-in loader reads paths relative
/// to the folder of the file first served, so the files that can load a file are in its folder.
/// A file whose real location is outside the folder's (a symbolic link leaving it, or a linked
/// folder on the way) is never read, as the built-in loader never reads it (``RealFolder``).
public struct LinkedSchemaFiles: Sendable {
    /// At most this many files of the folder are read.
    public static let maximumFiles = 200

    /// The other linked files, with their schemas, by path relative to the folder.
    public let otherFiles: [String: Schema]

    /// Reads the files linked to `file` with `workspace`.
    public init(of file: URL, workspace: SchemaWorkspace = SchemaWorkspace()) {
        let folder = RealFolder(file.deletingLastPathComponent())
        let start = file.standardizedFileURL.lastPathComponent
        var schemas: [String: Schema] = [:]
        for (name, location) in Self.schemaFiles(in: folder).prefix(Self.maximumFiles) {
            schemas[name] = workspace.location(of: name, at: location, in: folder).flatMap {
                workspace.load(contentsOf: $0).schema
            }
        }
        // Loads to files outside the folder's top level (a subfolder) are read as they are met.
        var neighbours: [String: Set<String>] = [:]
        var pending = Array(schemas.keys)
        while let name = pending.popLast() {
            guard let schema = schemas[name] else { continue }
            for load in LoadedFileCheck.loads(in: schema) {
                guard let written = LoadedFileCheck.relativeTarget(load.path.value) else { continue }
                let target = Self.normalized(written)
                neighbours[name, default: []].insert(target)
                neighbours[target, default: []].insert(name)
                if schemas[target] == nil, schemas.count < Self.maximumFiles,
                    let loaded = workspace.load(target, in: folder)?.schema
                {
                    schemas[target] = loaded
                    pending.append(target)
                }
            }
        }
        var joined: Set<String> = [start]
        var queue = [start]
        while let name = queue.popLast() {
            for next in neighbours[name] ?? [] where joined.insert(next).inserted { queue.append(next) }
        }
        joined.remove(start)
        otherFiles = schemas.filter { joined.contains($0.key) }
    }

    /// The `userInfo` keys the other files provide (see ``UnprovidedKeyRule``), or nil when a file
    /// stores a value under a name only run time knows.
    public var providedKeys: Set<String>? {
        var keys = Set<String>()
        for schema in otherFiles.values {
            guard let known = ProvidedKeys.knownKeys(in: schema) else { return nil }
            keys.formUnion(known)
        }
        return keys
    }

    /// The schema files directly in `folder` whose real location is inside it, by name, in order,
    /// with that location; files a symbolic link takes out of the folder are left out unread.
    public static func schemaFiles(in folder: RealFolder) -> [(name: String, location: URL)] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.url.path)) ?? []
        return names.filter(isSchemaFile).sorted().compactMap { name in
            guard case .inside(let location) = folder.locate(name) else { return nil }
            return (name, location)
        }
    }

    /// Whether a file name is a schema's: XML or the JSON form.
    public static func isSchemaFile(_ name: String) -> Bool {
        name.hasSuffix(".xml") || name.hasSuffix(".json")
    }

    /// A load path as a key of the folder's files: without `.` components and repeated slashes.
    public static func normalized(_ path: String) -> String {
        path.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
    }
}
