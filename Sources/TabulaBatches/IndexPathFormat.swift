/// How UIKit's messages print an index path.
///
/// UIKit prints `<NSIndexPath: 0x600000c2a0e0> {length = 2, path = 0 - 1}`; the object
/// address means nothing outside one process, so Tabula prints `<NSIndexPath>` in its place
/// and keeps the rest, which is what crash reports are searched by.
package enum IndexPathFormat {
    /// `(<NSIndexPath> {length = 2, path = S - I})`, parentheses included, as UIKit's
    /// messages embed it.
    public static func describe(_ path: ListIndexPath) -> String {
        "(<NSIndexPath> {length = 2, path = \(path.section) - \(path.item)})"
    }
}
