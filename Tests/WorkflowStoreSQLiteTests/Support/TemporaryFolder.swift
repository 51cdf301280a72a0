import Foundation

/// A new folder under the system's temporary folder, removed by `remove()`.
struct TemporaryFolder {
    /// The folder.
    let url: URL

    /// Creates the folder.
    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wfs-sqlite-store-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The path of `name` inside the folder.
    func path(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }

    /// Removes the folder and everything in it, giving write permission back first.
    func remove() {
        if let paths = FileManager.default.enumerator(atPath: url.path) {
            for case let relative as String in paths {
                try? FileManager.default.setAttributes(
                    [.posixPermissions: 0o755], ofItemAtPath: url.appendingPathComponent(relative).path)
            }
        }
        try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        try? FileManager.default.removeItem(at: url)
    }

    /// Runs `body` with a new folder, and removes the folder afterwards, whatever happened.
    static func with<T>(_ body: (TemporaryFolder) async throws -> T) async throws -> T {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        return try await body(folder)
    }
}
