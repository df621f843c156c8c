import Tabula
import TabulaTestSupport

/// Deterministic demo data: the same seed gives the same wall pages, friends, messages
/// and live events. Texts mix English, Russian, Chinese and Japanese, and emoji; some are
/// long enough to need "read more".
package struct FeedGenerator: Sendable {
    /// The seed every stream derives from.
    package let seed: UInt64
    /// Posts per wall page.
    package let pageSize: Int

    /// A generator for `seed`.
    package init(seed: UInt64, pageSize: Int = 10) {
        self.seed = seed
        self.pageSize = max(1, pageSize)
    }

    static let names = [
        "Anna Lee", "Борис Смирнов", "王小明", "佐藤 花子", "Maria García", "Иван Петров",
        "김민준", "Olivia Brown", "Дарья Волкова", "李娜", "Lucas Martin", "山田 太郎",
        "Sofia Rossi", "Пётр Иванов", "Chen Wei", "Emma Wilson", "Алексей Кузнецов",
        "鈴木 一郎", "Noah Müller", "Екатерина Орлова",
    ]
    static let cities = [
        "Moscow", "Tokyo", "北京", "Berlin", "Санкт-Петербург", "Seoul", "Madrid", "大阪",
        "London", "Казань", "Shanghai", "Paris",
    ]
    package static let words = [
        "list", "frames", "cells", "scroll", "update", "batch", "cache", "width", "layout",
        "screen", "smooth", "fast", "today", "coffee", "river", "mountain", "train", "city",
        "список", "ячейка", "кадр", "быстро", "сегодня", "лето", "город", "поезд", "море",
        "布局", "列表", "速度", "今日は", "写真", "東京", "桜", "友達", "美味しい",
    ]
    static let emoji = ["🙂", "🚀", "🎉", "🌸", "☕", "📷", "🔥", "🌊", "🍜", "✨"]
    static let photoCaptions = ["🌅 sunset", "🗻 peak", "🌸 桜", "🍜 ramen", "🚋 tram", "🌊 sea", "🐈 cat", "🌆 город"]
    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// The wall posts of page `page` (0-based): ids `page * pageSize + 1 …`.
    package func wallPage(_ page: Int) -> [PostViewModel] {
        var random = SplitMix64.stream(seed, 1_000 + UInt64(max(0, page)))
        return (0..<pageSize).map { index in
            post(id: page * pageSize + index + 1, random: &random, daysAgo: page * 2 + index / 4)
        }
    }

    /// A post that arrives live (ids from 1,000,000 up).
    package func livePost(_ number: Int) -> PostViewModel {
        var random = SplitMix64.stream(seed, 500_000 + UInt64(max(0, number)))
        var post = post(id: 1_000_000 + number, random: &random, daysAgo: 0)
        post.isNew = true
        return post
    }

    /// `count` friends.
    package func friends(count: Int = 120) -> [FriendViewModel] {
        var random = SplitMix64.stream(seed, 2)
        return (0..<count).map { index in
            let base = Self.names[index % Self.names.count]
            let name = index < Self.names.count ? base : "\(base) \(index / Self.names.count + 1)"
            return FriendViewModel(
                id: index + 1, name: name, city: Self.pick(Self.cities, &random),
                isOnline: Int.random(in: 0..<3, using: &random) == 0)
        }
    }

    /// `count` chat messages.
    package func messages(count: Int = 60) -> [MessageViewModel] {
        var random = SplitMix64.stream(seed, 3)
        return (0..<count).map { index in
            let outgoing = Bool.random(using: &random)
            let sender = outgoing ? "You" : Self.names[Int.random(in: 0..<Self.names.count, using: &random)]
            let length = [2, 5, 9, 16, 30][Int.random(in: 0..<5, using: &random)]
            return MessageViewModel(
                id: index + 1, sender: sender, isOutgoing: outgoing,
                text: sentence(words: length, random: &random),
                time: String(format2: 9 + index / 6, index * 7 % 60))
        }
    }

    private func post(id: Int, random: inout SplitMix64, daysAgo: Int) -> PostViewModel {
        let author = Self.pick(Self.names, &random)
        let paragraphs = [1, 1, 2, 3, 5][Int.random(in: 0..<5, using: &random)]
        let text = (0..<paragraphs).map { _ in
            sentence(words: Int.random(in: 6...28, using: &random), random: &random)
        }.joined(separator: "\n")
        let photoCount = [0, 0, 1, 3, 5, 8][Int.random(in: 0..<6, using: &random)]
        let photos = (0..<photoCount).map { index in
            Photo(id: id * 100 + index, caption: Self.pick(Self.photoCaptions, &random))
        }
        let day = max(1, 28 - daysAgo % 28)
        let month = Self.months[(11 - daysAgo / 28 % 12 + 12) % 12]
        let date =
            "\(day) \(month) 2024, "
            + String(
                format2: Int.random(in: 7..<23, using: &random),
                Int.random(in: 0..<60, using: &random))
        return PostViewModel(
            id: id, author: author, date: date, text: text, photos: photos,
            likes: Int.random(in: 0..<2_000, using: &random), comments: Int.random(in: 0..<90, using: &random),
            reposts: Int.random(in: 0..<40, using: &random))
    }

    /// A random element of one of the word lists above. They are non-empty constants; an
    /// empty one would give empty text rather than a crash.
    private static func pick(_ list: [String], _ random: inout SplitMix64) -> String {
        list.randomElement(using: &random) ?? ""
    }

    private func sentence(words count: Int, random: inout SplitMix64) -> String {
        var parts: [String] = []
        for index in 0..<max(1, count) {
            if Int.random(in: 0..<9, using: &random) == 0 {
                parts.append(Self.pick(Self.emoji, &random))
            } else {
                var word = Self.pick(Self.words, &random)
                if index == 0 { word = word.prefix(1).uppercased() + word.dropFirst() }
                parts.append(word)
            }
        }
        return parts.joined(separator: " ") + "."
    }
}

extension String {
    /// "HH:MM" from two numbers.
    package init(format2 hours: Int, _ minutes: Int) {
        let h = hours < 10 ? "0\(hours)" : "\(hours)"
        let m = minutes < 10 ? "0\(minutes)" : "\(minutes)"
        self = "\(h):\(m)"
    }
}
