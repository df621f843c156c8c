import Tabula
import TabulaHeadless
import Testing

@MainActor
@Suite("Contacts screen")
struct ContactsScreenTests {
    @Test func everyChangeReachesTheScreen() async throws {
        let screen = ContactsScreen()
        try screen.add([TutorialContact(id: 1, name: "Ann"), TutorialContact(id: 2, name: "Bob")])
        #expect(await screen.namesOnScreen() == ["Ann", "Bob"])

        try screen.rename(2, to: "Robert")
        try screen.remove(1)
        #expect(await screen.namesOnScreen() == ["Robert"])

        // The host checked every batch against UIKit's rules: none was rejected.
        #expect(screen.host.counters.batchesRejected == 0)
        #expect(screen.host.counters.batchesApplied > 0)
    }

    @Test func badInputIsRejectedAndChangesNothing() async throws {
        let screen = ContactsScreen()
        try screen.add([TutorialContact(id: 1, name: "Ann")])
        #expect(throws: ListStorageError.self) {
            try screen.storage.moveItem(
                from: ListIndexPath(item: 5, section: 0), to: ListIndexPath(item: 0, section: 0))
        }
        #expect(await screen.namesOnScreen() == ["Ann"])
    }
}
