#if canImport(SwiftUI) && canImport(UIKit)
import Tabula
import TabulaDemoData
import TabulaSwiftUI
import TabulaUIKit
import SwiftUI

/// A row of the SwiftUI screen: the terminal demo's chat messages.
struct MessageRow: View {
    let message: MessageViewModel

    var body: some View {
        VStack(alignment: message.isOutgoing ? .trailing : .leading, spacing: 2) {
            Text("\(message.sender) · \(message.time)").font(.caption).foregroundStyle(.secondary)
            Text(message.text)
        }
        .frame(maxWidth: .infinity, alignment: message.isOutgoing ? .trailing : .leading)
        .padding(.horizontal, 16)
        .padding(.vertical, 8)
    }
}

/// A Tabula table inside SwiftUI: bound to a storage, each row a SwiftUI view, selection by
/// model. The "Add" button writes to the storage; the table animates the insert.
struct NotesSwiftUIScreen: View {
    @State private var storage = Self.makeStorage()
    @State private var opened: MessageViewModel?
    @State private var added = 0

    var body: some View {
        TabulaTable(storage: storage) {
            var cells = TableCellCatalog<MessageViewModel>()
            cells.register(swiftUI: MessageRow.self) { message in MessageRow(message: message) }
            return cells
        } onSelect: { message in
            opened = message
        }
        .toolbar {
            Button("Add") { addMessage() }
        }
        .sheet(isPresented: isOpen) { Text(opened?.text ?? "").padding() }
    }

    /// Whether a message is open (its sheet shown).
    private var isOpen: Binding<Bool> {
        Binding(get: { opened != nil }, set: { if !$0 { opened = nil } })
    }

    private func addMessage() {
        added += 1
        let message = MessageViewModel(
            id: 10_000 + added, sender: "You", isOutgoing: true, text: "Message \(added) from SwiftUI", time: "now")
        _ = try? storage.insertItems([message], at: ListIndexPath(item: 0, section: 0))
    }

    private static func makeStorage() -> ListStorage<String, MessageViewModel> {
        let storage = ListStorage<String, MessageViewModel>()
        _ = try? storage.appendSection(ListSection("chat", items: FeedGenerator(seed: 2_024).messages(count: 40)))
        return storage
    }
}
#endif
