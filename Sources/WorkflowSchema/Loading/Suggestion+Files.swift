import Foundation

extension Suggestion {
    /// The schema file (`.xml` or `.json`) of `folder` whose name is nearest to `name`, if one is near enough.
    static func nearFile(to name: String, in folder: URL) -> String? {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return closest(to: name, in: files.filter(LinkedSchemaFiles.isSchemaFile).sorted())
    }
}
