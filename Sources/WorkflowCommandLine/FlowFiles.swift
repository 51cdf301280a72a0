import Foundation

/// The flow files named on the command line, with folders expanded to their YAML files.
enum FlowFiles {
    /// One flow to run, or an argument that names none.
    struct Entry: Equatable {
        /// The path as given, or inside a given folder.
        var path: String
        /// Why the argument cannot be run (missing, or a folder without flows); nil for a flow file.
        var problem: String?
    }

    /// The flow files of `arguments` in order, a folder's files sorted by path; an argument that
    /// names nothing to run is kept with its problem, so that it is reported and counted as failed.
    static func expand(_ arguments: [String]) -> [Entry] {
        var entries: [Entry] = []
        let manager = FileManager.default
        for argument in arguments {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: argument, isDirectory: &isFolder) else {
                entries.append(Entry(path: argument, problem: "no such flow file or folder; check the path"))
                continue
            }
            guard isFolder.boolValue else {
                entries.append(Entry(path: argument))
                continue
            }
            let found = (manager.enumerator(atPath: argument)?.compactMap { $0 as? String } ?? [])
                .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }
                .sorted()
                .map { (argument as NSString).appendingPathComponent($0) }
            guard !found.isEmpty else {
                entries.append(Entry(path: argument, problem: "no *.yaml or *.yml flow files in this folder"))
                continue
            }
            entries += found.map { Entry(path: $0) }
        }
        return entries
    }
}
