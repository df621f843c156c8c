import BenchmarkTestSupport
import Tabula
import TabulaHeadless

/// The 100,000-item mixed feed of issue 5's benchmarks, built once from a fixed seed:
/// 30% friends, 40% messages (3–40 words), 30% wall posts (8–120 words, half with 1–4
/// photos), so heights vary from 54 points to several hundred.
enum FeedFixture {
    static let itemCount = 100_000
    static let items: [FeedItem] = makeItems(count: itemCount, seed: 5)

    private static let words = [
        "list", "cell", "frame", "width", "height", "scroll", "reuse", "batch", "update", "layout",
        "text", "measure", "cache", "main", "actor", "fling", "screen", "photo", "like", "comment",
        "a", "an", "the", "of", "to", "in", "and", "is", "on", "with", "extraordinarily", "incremental",
    ]
    private static let names = ["Anna", "Boris", "Chen", "Dmitri", "Eva", "Farid", "Greta", "Hiro", "Ines", "Jon"]

    static func makeItems(count: Int, seed: UInt64) -> [FeedItem] {
        var random = SplitMix64(seed: seed)
        func sentence(_ range: ClosedRange<Int>) -> String {
            (0..<Int.random(in: range, using: &random)).map { _ in words.randomElement(using: &random)! }
                .joined(separator: " ")
        }
        return (0..<count).map { id in
            let name = names.randomElement(using: &random)! + " " + names.randomElement(using: &random)!
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<3:
                return .friend(FeedFriend(id: id, name: name, isOnline: Bool.random(using: &random)))
            case 3..<7:
                return .message(FeedMessage(id: id, text: sentence(3...40), isOutgoing: Bool.random(using: &random)))
            default:
                let hasPhotos = Bool.random(using: &random)
                return .wallPost(
                    FeedWallPost(
                        id: id, author: name, text: sentence(8...120),
                        photoCount: hasPhotos ? Int.random(in: 1...4, using: &random) : 0,
                        likes: Int.random(in: 0...5_000, using: &random),
                        comments: Int.random(in: 0...300, using: &random),
                        reposts: Int.random(in: 0...50, using: &random)))
            }
        }
    }
}
