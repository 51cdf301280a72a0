import ArgumentParser
import Foundation

/// The flow files named on the command line, with folders expanded to their YAML files.
enum FlowFiles {
    static func expand(_ arguments: [String]) throws -> [String] {
        var files: [String] = []
        let manager = FileManager.default
        for argument in arguments {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: argument, isDirectory: &isFolder) else {
                throw ValidationError("no such flow file or folder: \(argument)")
            }
            guard isFolder.boolValue else {
                files.append(argument)
                continue
            }
            let found = (manager.enumerator(atPath: argument)?.compactMap { $0 as? String } ?? [])
                .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }
                .sorted()
                .map { (argument as NSString).appendingPathComponent($0) }
            guard !found.isEmpty else { throw ValidationError("no *.yaml or *.yml flow files in \(argument)") }
            files += found
        }
        return files
    }
}
