/// Which way a list's lines of text run, as far as measuring cares: part of a
/// ``ListMeasuringContext``, so sizes and frames cached for one direction are never served
/// for the other.
///
/// It mirrors UIKit's `UIUserInterfaceLayoutDirection` case by case without importing UIKit.
public enum ListLayoutDirection: Hashable, Sendable, CaseIterable {
    /// Left to right (English, the default).
    case leftToRight
    /// Right to left (Arabic, Hebrew).
    case rightToLeft
}
