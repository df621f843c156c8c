/// Contact names of one to eight words, fixed by the contact's id, so some rows wrap onto a
/// second or third line at a phone's width and the same list is built in every run.
public enum ContactNames {
    static let words = [
        "Ann", "Bob", "Carmen", "Dmitri", "Eleanor", "Farouk", "Grace", "Hiroshi", "Ines", "Jonas",
        "Katarzyna", "Luis", "Maximilian", "Nadia", "Oluwaseun", "Priya",
    ]

    /// The name of the contact with `id`.
    public static func name(_ id: Int) -> String {
        var hash = UInt64(truncatingIfNeeded: id) &* 0x9E37_79B9_7F4A_7C15
        hash ^= hash >> 31
        let count = 1 + Int(hash % 8)
        return (0..<count).map { words[Int((hash >> (4 + 4 * UInt64($0))) % UInt64(words.count))] }
            .joined(separator: " ")
    }
}
