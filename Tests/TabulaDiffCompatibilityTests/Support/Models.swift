import TabulaDiff

// Model types written the ways DifferenceKit's README and documentation show.

/// An explicit conformance: the identity is `id`, the content is `name`.
struct Person: Differentiable {
    let id: Int
    let name: String

    var differenceIdentifier: Int {
        return id
    }

    func isContentEqual(to source: Person) -> Bool {
        return name == source.name
    }
}

/// A `Hashable` enum: identity (`Self`) and content (`==`) both come from the defaults.
enum Shelf: Differentiable {
    case fiction, poetry, history, science, travel
}

/// A `Hashable` struct relying on the same defaults: its whole value is its identity, so a
/// changed value is another element (a delete and an insert, never an update).
struct Colour: Hashable, Differentiable {
    var name: String
}

/// Content equality from `Equatable` alone (`ContentEquatable`'s default).
struct Badge: Equatable, ContentEquatable {
    var label: String
}

/// The two halves of `Differentiable` adopted one by one; the content compares an optional
/// and an array with their `ContentEquatable` implementations. Not `Equatable`.
struct Article: ContentIdentifiable, ContentEquatable {
    var slug: String
    var badge: Badge?
    var tags: [Badge]

    var differenceIdentifier: String {
        return slug
    }

    func isContentEqual(to source: Article) -> Bool {
        return badge.isContentEqual(to: source.badge) && tags.isContentEqual(to: source.tags)
    }
}

/// A section type of its own (not `ArraySection`): identity `number`, content `heading`,
/// elements `Person`s.
struct Chapter: DifferentiableSection {
    var number: Int
    var heading: String
    var elements: [Person]

    var differenceIdentifier: Int {
        return number
    }

    func isContentEqual(to source: Chapter) -> Bool {
        return heading == source.heading
    }
}

extension Chapter {
    init<C: Swift.Collection>(source: Chapter, elements: C) where C.Element == Person {
        self.init(number: source.number, heading: source.heading, elements: Array(elements))
    }
}
