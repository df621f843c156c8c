#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(ucrt)
import ucrt
#endif

/// Finds the matched section pairs whose items did not change, before any hashing.
@usableFromInline
enum UnchangedItems {
    /// For each source section, whether it has a partner in the target with the same items:
    /// the same count, and at every index the same identity and equal content.
    ///
    /// One linear pass of equality checks per matched pair, stopping at the first
    /// difference: far cheaper than hashing the items, and the common case in practice
    /// (one new message in one conversation of an inbox, a like on one post of a feed).
    /// Such items stay where they are, so the diff pairs them in place and leaves them out
    /// of matching and move computation. A pair whose items differ in any way (an item
    /// moved in from another section included) is not unchanged, and is diffed in full.
    ///
    /// - Parameters:
    ///   - sourceItems: the items of each source section.
    ///   - targetItems: the items of each target section.
    ///   - sourceToTarget: the matched target section of each source section, or -1.
    /// - Returns: for each source section, whether its items are those of its partner.
    @inlinable
    static func sections<Element: Differentiable>(
        _ sourceItems: [ContiguousArray<Element>],
        _ targetItems: [ContiguousArray<Element>],
        sourceToTarget: [Int]
    ) -> [Bool] {
        [Bool](writingOnce: sourceItems.count) { buffer in
            for section in sourceItems.indices {
                let partner = sourceToTarget[section]
                let unchanged = partner >= 0 && areEqual(sourceItems[section], targetItems[partner])
                buffer.initializeElement(at: section, to: unchanged)
            }
            return sourceItems.count
        }
    }

    /// Whether two item lists have the same identities and equal contents, index by index.
    ///
    /// Two lists in the very same storage are equal without a look at their items: a
    /// section the app did not touch still shares its array with the previous snapshot
    /// (copy on write), so this makes an untouched section cost O(1). Like `Array`'s `==`,
    /// which takes the same shortcut, this assumes that an element is content-equal to
    /// itself.
    ///
    /// The same assumption gives a second shortcut, for an app that rebuilds every
    /// section's array (from a server response, say): items whose bytes are identical are
    /// the same values (the same numbers, the same inline strings, the same references), so
    /// one `memcmp` of the two buffers stands for the item-by-item pass. Bytes that differ
    /// prove nothing (padding, `-0.0` and `0.0`, equal strings in two allocations), so the
    /// item-by-item pass still decides then.
    @inlinable
    static func areEqual<Element: Differentiable>(
        _ old: ContiguousArray<Element>, _ new: ContiguousArray<Element>
    ) -> Bool {
        guard old.count == new.count else { return false }
        return old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                if old.baseAddress == new.baseAddress { return true }
                if haveSameBytes(old, new) { return true }
                for index in old.indices {
                    guard old[index].differenceIdentifier == new[index].differenceIdentifier,
                        new[index].isContentEqual(to: old[index])
                    else { return false }
                }
                return true
            }
        }
    }

    /// Whether two equally long buffers hold the same bytes (an empty one always does).
    @inlinable
    static func haveSameBytes<Element>(_ old: UnsafeBufferPointer<Element>, _ new: UnsafeBufferPointer<Element>) -> Bool
    {
        guard let oldBase = old.baseAddress, let newBase = new.baseAddress else { return true }
        return memcmp(oldBase, newBase, old.count * MemoryLayout<Element>.stride) == 0
    }
}
