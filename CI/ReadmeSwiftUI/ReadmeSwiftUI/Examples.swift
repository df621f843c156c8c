// The README's SwiftUI examples, verbatim except that the statements at top level are
// wrapped in a function (a library file has no top-level code).
#if os(iOS)
import SwiftUI
import Tabula
import TabulaSwiftUI
import TabulaUIKit
import UIKit

struct Note: Identifiable, Equatable, Differentiable, Sendable {
    let id: Int
    var text: String
}

struct NoteRow: View {
    let note: Note
    var body: some View {
        Text(note.text)
            .padding(12)
            .frame(maxWidth: .infinity, alignment: .leading)
    }
}

@MainActor func readmeCells() -> TableCellCatalog<Note> {
    var cells = TableCellCatalog<Note>()
    cells.register(swiftUI: NoteRow.self) { note in NoteRow(note: note) }
    return cells
}

struct NotesScreen: View {
    let storage: ListStorage<String, Note>
    @State private var opened: Note?

    var body: some View {
        TabulaTable(storage: storage) {
            var cells = TableCellCatalog<Note>()
            cells.register(swiftUI: NoteRow.self) { note in NoteRow(note: note) }
            return cells
        } onSelect: { note in
            opened = note
        }
        .sheet(item: $opened) { note in Text(note.text) }
    }
}

struct Country: Hashable, Sendable {
    let id: Int
    let name: String
}

struct CountriesScreen: View {
    let countries: [Country]
    var body: some View {
        TabulaTable {
            Header(string: "Choose a country")
            for country in countries {
                Title(text: country.name).widget().tag(country.id)
            }
        }
    }
}

// The call forms the README's prose names (`TabulaTable(staticTable:)`,
// `TabulaTable(sections:cells:)`), around a minimal constructor and sections.
enum SettingsRow: Differentiable, Hashable, Sendable, Titled {
    case about
    var title: String? { "About" }
}

final class AboutCell: UITableViewCell, StaticCell, TitledConfigurable {
    let titleLabel = UILabel()
    func configure(by model: any Titled) { titleLabel.text = model.title }
}

final class SettingsConstructor: StaticTableConstructor {
    var sections: [StaticSection<SettingsRow>] { [StaticSection(id: "main", rows: [.about])] }
    func cellType(for model: SettingsRow) -> any StaticCell.Type { AboutCell.self }
}

struct SettingsScreen: View {
    let settings: SettingsConstructor
    var body: some View {
        TabulaTable(staticTable: settings)
    }
}

struct SectionsScreen: View {
    let notes: [Note]
    var body: some View {
        TabulaTable(sections: [ListSection("Notes", items: notes)], cells: readmeCells)
    }
}
#endif
