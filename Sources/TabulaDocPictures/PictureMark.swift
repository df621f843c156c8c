/// How a picture colours a row: by what the update did to it.
enum PictureMark: CaseIterable {
    case unchanged, deleted, inserted, moved, updated, header

    var fill: String {
        switch self {
        case .unchanged: "#f5f6f8"
        case .deleted: "#fde2e1"
        case .inserted: "#dff5e3"
        case .moved: "#dde8fb"
        case .updated: "#fff1cc"
        case .header: "#e6e8ec"
        }
    }

    var stroke: String {
        switch self {
        case .unchanged, .header: "#8a8f98"
        case .deleted: "#d93025"
        case .inserted: "#188038"
        case .moved: "#2f6fdf"
        case .updated: "#b06000"
        }
    }

    var legend: String {
        switch self {
        case .unchanged: "kept"
        case .deleted: "deleted"
        case .inserted: "inserted"
        case .moved: "moved"
        case .updated: "updated in place"
        case .header: "section header"
        }
    }
}
