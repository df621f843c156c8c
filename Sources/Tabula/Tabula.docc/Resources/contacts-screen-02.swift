import Foundation
import Tabula
import TabulaHeadless

/// A contact: the id is its identity, the name is content that may change.
struct TutorialContact: Differentiable, Hashable, Sendable {
    let id: Int
    var name: String
    var differenceIdentifier: Int { id }
}

/// The contacts screen: the data in a storage, shown by a host through an updater.
@MainActor
final class ContactsScreen {
    let storage = ListStorage<String, TutorialContact>()
}
