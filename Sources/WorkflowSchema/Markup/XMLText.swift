/// Text made safe to place in XML: the one escaper of the XML this package writes (the
/// formatter's and `wfs convert`'s documents, the XSD export).
public enum XMLText {
    /// Text for XML: `&`, `<`, `>` and CR as references, which a reader gives back unchanged;
    /// in an attribute (in double quotes) also `"`, LF and tab, which it would otherwise normalise.
    public static func escape(_ text: String, inAttribute: Bool = false) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\r": escaped += "&#13;"
            case "\"" where inAttribute: escaped += "&quot;"
            case "\n" where inAttribute: escaped += "&#10;"
            case "\t" where inAttribute: escaped += "&#9;"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
