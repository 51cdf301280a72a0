import Foundation

/// Images and `.strings` tables from one folder: what the app bundle provided in the iOS original.
///
/// The `.strings` files directly inside the folder are read once, when the folder is opened; a
/// table is named after its file without the extension (`Localizable.strings` is `Localizable`).
/// Files that cannot be read or parsed are listed in ``problems`` and otherwise ignored, and so
/// are tables larger than ``maximumTableBytes`` and files whose symbolic links lead out of the
/// folder (see ``ContainedFolder``); images are looked up under the same rule.
public struct AssetFolder: Sendable {
    /// The table used when a lookup names none.
    public static let defaultTable = "Localizable"
    /// The largest `.strings` file read.
    public static let maximumTableBytes = 4 << 20

    /// The folder the assets come from.
    public let url: URL
    /// The files that could not be read or parsed, as `file:line:column: message` lines.
    public let problems: [String]
    private let tables: [String: [String: String]]

    /// Opens a folder and reads every `*.strings` file directly inside it.
    public init(url: URL) {
        self.url = url
        var tables: [String: [String: String]] = [:]
        var problems: [String] = []
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
        } catch {
            names = []
            problems.append("\(url.path): cannot read the asset folder")
        }
        let folder = ContainedFolder(url: url)
        for name in names where (name as NSString).pathExtension == "strings" {
            let table = (name as NSString).deletingPathExtension
            let file: URL
            do {
                file = try folder.locate(name)
            } catch {
                problems.append("\(name): refused: \(error.description)")
                continue
            }
            let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? NSNumber)?.intValue ?? 0
            guard size <= Self.maximumTableBytes else {
                problems.append("\(name): refused: the file is larger than \(Self.maximumTableBytes) bytes")
                continue
            }
            guard let data = FileManager.default.contents(atPath: file.path) else {
                problems.append("\(name): cannot read this file")
                continue
            }
            do {
                tables[table] = try StringsTable.parse(data)
            } catch {
                problems.append("\(error.place(in: name)): \(error.message)")
            }
        }
        self.tables = tables
        self.problems = problems
    }

    /// The names of the tables read, sorted.
    public var tableNames: [String] { tables.keys.sorted() }

    /// Whether a table of this name was read.
    public func hasTable(_ name: String) -> Bool {
        tables[name] != nil
    }

    /// Finds the file of an image: `name.png`, `name@2x.png`, `name@3x.png`, then the same with
    /// `jpg` and `jpeg`; nil when none exists or when the name or a symbolic link leaves the folder.
    public func image(named name: String) -> ImageValue? {
        guard Self.isSafeName(name) else { return nil }
        var candidates: [String] = []
        if ["png", "jpg", "jpeg"].contains((name as NSString).pathExtension.lowercased()) {
            candidates.append(name)
        }
        for fileExtension in ["png", "jpg", "jpeg"] {
            for scale in ["", "@2x", "@3x"] {
                candidates.append("\(name)\(scale).\(fileExtension)")
            }
        }
        let folder = ContainedFolder(url: url)
        for candidate in candidates {
            guard let path = try? folder.locate(candidate).path else { continue }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                return ImageValue(name: name, path: path)
            }
        }
        return nil
    }

    /// Looks a key up as `NSLocalizedString` did: the table's value for `key` (the table defaults
    /// to `Localizable`); when the key is missing, `value` if it is given and not empty, else `key`.
    public func localizedString(key: String, value: String?, table: String?) -> String {
        if let found = tables[table ?? Self.defaultTable]?[key] { return found }
        if let value, !value.isEmpty { return value }
        return key
    }

    /// Whether an image name stays in the folder: not empty, no `/`, no `..`, no NUL.
    private static func isSafeName(_ name: String) -> Bool {
        !name.isEmpty && !name.contains("/") && !name.contains("..") && !name.contains("\0")
    }
}
