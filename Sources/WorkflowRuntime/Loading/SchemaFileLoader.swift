import Foundation
import WorkflowSchema

/// Loads the schemas that `loadSchema` names, from one folder, and never from outside it.
///
/// Schemas may come from strangers, so their paths are checked before anything is read (see
/// ``ContainedFolder``): a path must be relative, must not use `..` or percent-encoded
/// separators, and must not reach, through symbolic links, a file whose real path is outside
/// the real path of the folder. Files larger than the loader's size limit, or not UTF-8, are
/// refused by the loader as schemas with errors.
///
/// A file gets the checks `wfs validate` makes of a schema on its own, those of the registry
/// too (``RuntimeRegistry/validator(limits:)``: a tag without run-time behaviour is an error),
/// once for each text it holds: sessions that load the same file share one parse and one check,
/// and the file is not read again while it does not change (``SchemaWorkspace``).
///
/// ```swift
/// let files = SchemaFileLoader(baseFolder: URL(fileURLWithPath: "schemas"))
/// let screen = try files.load("screens/first.xml")
/// ```
public struct SchemaFileLoader: Sendable {
    /// The folder paths are relative to.
    public let baseFolder: URL
    /// What reads and checks each schema, keeping each text it loaded.
    public let validator: SchemaValidator

    /// Creates a loader for the schemas of one folder, checking them with `validator`.
    public init(baseFolder: URL, validator: SchemaValidator = RuntimeRegistry.standard.validator()) {
        self.baseFolder = baseFolder
        self.validator = validator
    }

    /// Creates a loader for the schemas of one folder that reads them with `loader`, checking them
    /// with the whole-schema checks of its registry (without a runtime's: see
    /// ``init(baseFolder:validator:)``).
    public init(baseFolder: URL, loader: SchemaLoader) {
        self.init(baseFolder: baseFolder, validator: SchemaValidator(registry: loader.registry, limits: loader.limits))
    }

    /// Checks a path and returns the real location of the file it names, inside the folder.
    ///
    /// Refuses empty and absolute paths, `..` components, percent-encoded separators, NUL
    /// characters, and paths whose real location (symbolic links followed) is outside the real
    /// location of the folder. The file need not exist.
    public func resolve(_ path: String) throws(SchemaFileLoaderError) -> URL {
        try ContainedFolder(url: baseFolder).locate(path)
    }

    /// Resolves a path, reads the schema there and checks it.
    ///
    /// Throws ``SchemaFileLoaderError`` for a refused path, a missing file, a folder or unreadable
    /// file, and a schema with errors (carrying the diagnostics). The schema's `source` is the
    /// real path of the file.
    public func load(_ path: String) throws(SchemaFileLoaderError) -> Schema {
        let url = try resolve(path)
        let result = validator.validate(loadedFile: url)
        if !result.hasErrors, let schema = result.schema { return schema }
        let folder = baseFolder.path
        // Only a file that was not loaded is looked at again, to say why in the error's terms.
        if result.schema == nil {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                throw SchemaFileLoaderError(.notFound, path: path, folder: folder)
            }
            guard !isDirectory.boolValue else {
                throw SchemaFileLoaderError(.unreadable, path: path, folder: folder, detail: "it is a folder, not a file")
            }
            guard FileManager.default.isReadableFile(atPath: url.path) else {
                throw SchemaFileLoaderError(.unreadable, path: path, folder: folder, detail: "permission denied")
            }
        }
        throw SchemaFileLoaderError(.invalidSchema, path: path, folder: folder, diagnostics: result.diagnostics)
    }
}
