import Foundation

/// Which ``ListStorage`` made a snapshot: unique per storage for the life of the process.
///
/// Versions count the changes of one storage, so a version means nothing without the
/// storage it belongs to; a ``ListUpdater`` trusts an update's recorded changes only when
/// the data on screen is that same storage's snapshot at the update's starting version.
package struct StorageIdentity: Hashable, Sendable, CustomStringConvertible {
    /// The raw value; 0 is ``none``.
    public let rawValue: UInt64

    /// The identity of snapshots made by hand, not by a storage.
    public static let none = StorageIdentity(rawValue: 0)

    private init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// A new identity, never handed out before in this process.
    static func next() -> StorageIdentity {
        StorageIdentity(rawValue: StorageIdentityCounter.shared.next())
    }

    /// `storage#N`, or `none`.
    public var description: String {
        rawValue == 0 ? "none" : "storage#\(rawValue)"
    }
}

/// The process-wide counter behind ``StorageIdentity/next()`` (generic storages cannot
/// hold a static stored property of their own).
private final class StorageIdentityCounter: @unchecked Sendable {
    // @unchecked: `last` is only touched with `lock` held.
    static let shared = StorageIdentityCounter()
    private let lock = NSLock()
    private var last: UInt64 = 0

    func next() -> UInt64 {
        lock.lock()
        defer { lock.unlock() }
        last += 1
        return last
    }
}
