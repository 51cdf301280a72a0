import WorkflowRuntime
import WorkflowSchema

/// A short name for a version of some text, put in the URLs of served files so that a browser's
/// cache never serves an older version.
enum ContentVersion {
    /// 64-bit FNV-1a of `text`'s UTF-8 bytes, as 16 hexadecimal digits (`ContentDigest`'s hash).
    static func of(_ text: String) -> String {
        ContentDigest.hexadecimal(ContentDigest.fnv1a64(text.utf8))
    }
}
