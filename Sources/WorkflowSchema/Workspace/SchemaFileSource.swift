/// Where a ``SchemaWorkspace`` reads schema files: the disk (``DiskSchemaFiles``), or texts that
/// stand for files over another source, such as an editor's unsaved documents
/// (``OverlaidSchemaFiles``).
///
/// Paths are absolute and standardized. A source tells how a file is (its ``SchemaFileStamp``)
/// without reading it, so that a workspace reads again only the files that changed.
public protocol SchemaFileSource: Sendable {
    /// How the file at `path` is now, without reading it; nil when no file is there.
    func stamp(of path: String) -> SchemaFileStamp?
    /// The bytes of the file at `path`, left unread when it holds more than `limit` bytes.
    func read(_ path: String, limit: Int) -> SchemaFileContents
}
