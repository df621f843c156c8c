import Tabula

/// One message of the thread tab: the wall post at the top, or a reply under it.
package struct ThreadReply: Differentiable, Hashable, Sendable {
    /// Unique in the thread.
    package let id: Int
    /// Who wrote it.
    package let author: String
    /// What they wrote.
    package let text: String

    /// A reply.
    package init(id: Int, author: String, text: String) {
        self.id = id
        self.author = author
        self.text = text
    }

    /// The reply's id.
    package var differenceIdentifier: Int { id }

    /// The thread the tab shows: a wall post with replies three levels deep, the same every run.
    package static func thread() throws -> ListOutline<ThreadReply> {
        let replies: [Int: [ThreadReply]] = [
            1: [
                ThreadReply(id: 2, author: "Mia", text: "Those mountains! Where is this?"),
                ThreadReply(id: 6, author: "Leo", text: "Saving this for my next trip."),
                ThreadReply(id: 9, author: "Ana", text: "The second photo is my favourite."),
            ],
            2: [
                ThreadReply(id: 3, author: "Sam", text: "Torres del Paine, Chile."),
                ThreadReply(id: 5, author: "Mia", text: "Adding it to the list."),
            ],
            3: [ThreadReply(id: 4, author: "Mia", text: "How long is the W trek?")],
            6: [
                ThreadReply(id: 7, author: "Sam", text: "Go in March: fewer people."),
                ThreadReply(id: 8, author: "Leo", text: "Noted, thanks!"),
            ],
        ]
        let post = ThreadReply(id: 1, author: "Sam", text: "Back from Patagonia. Three weeks, no signal.")
        return try ListOutline(roots: [post, ThreadReply(id: 10, author: "Ana", text: "New profile picture.")]) {
            replies[$0.id] ?? []
        }
    }
}
