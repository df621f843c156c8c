/// Why a ``KeyScript`` could not be parsed.
public enum KeyScriptError: Error, Equatable, CustomStringConvertible {
    /// `<name>` names no key.
    case unknownKeyName(String, offset: Int, length: Int)
    /// A `<` with no `>` after it.
    case unterminatedKeyName(offset: Int, length: Int)

    /// A message naming the operation, the position and the script's length.
    public var description: String {
        switch self {
        case .unknownKeyName(let name, let offset, let length):
            return "KeyScript.parse: unknown key name <\(name)> at character \(offset) of \(length)"
                + " (known: \(KeyScript.keyNames.keys.sorted().joined(separator: ", ")), c-a…c-z)"
        case .unterminatedKeyName(let offset, let length):
            return "KeyScript.parse: '<' at character \(offset) of \(length) has no closing '>'"
                + " (write <lt> for a literal '<')"
        }
    }
}
