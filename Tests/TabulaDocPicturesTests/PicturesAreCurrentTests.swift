import Foundation
import TabulaDocPictures
import Testing

/// The documentation's pictures are drawn from the real layout, updater and diff; a picture
/// that no longer matches what the code draws fails here.
@MainActor
@Suite("Documentation pictures")
struct PicturesAreCurrentTests {
    nonisolated static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test(arguments: DocumentationPictures.all.map(\.path))
    func pictureIsCurrent(path: String) async throws {
        let picture = try #require(DocumentationPictures.all.first { $0.path == path })
        let committed = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
        let drawn = try await picture.render()
        #expect(drawn == committed, "\(path) is stale: run `swift run tabula-doc-pictures` and commit the result")
    }

    @Test func everyPictureIsShownByAnArticle() throws {
        for picture in DocumentationPictures.all {
            let url = Self.root.appendingPathComponent(picture.path)
            let catalog = url.deletingLastPathComponent().deletingLastPathComponent()
            let articles = try FileManager.default.contentsOfDirectory(atPath: catalog.path).filter {
                $0.hasSuffix(".md")
            }
            let name = url.lastPathComponent
            let shown = try articles.contains { article in
                try String(contentsOf: catalog.appendingPathComponent(article), encoding: .utf8).contains("(\(name))")
            }
            #expect(shown, "\(name) is in no article of \(catalog.lastPathComponent)")
        }
    }
}

/// The tutorial's code is the compiled and tested contacts screen: its last step and its
/// test step equal the sources in `Tests/TabulaTests/Tutorial/`, and every line of an
/// earlier step is a line of the last one. (The step files end in `.swift.txt` so that no
/// tool that compiles a target's `.swift` files picks them up; DocC highlights them as Swift
/// from the file name each step shows.)
@Suite("Tutorial code")
struct TutorialCodeIsCurrentTests {
    static let resources = PicturesAreCurrentTests.root.appendingPathComponent("Sources/Tabula/Tabula.docc/Resources")
    static let compiled = PicturesAreCurrentTests.root.appendingPathComponent("Tests/TabulaTests/Tutorial")

    private func read(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    @Test func lastStepsAreTheCompiledSources() throws {
        #expect(
            try read(Self.resources.appendingPathComponent("contacts-screen-05.swift.txt"))
                == read(Self.compiled.appendingPathComponent("ContactsScreen.swift")))
        #expect(
            try read(Self.resources.appendingPathComponent("contacts-screen-tests.swift.txt"))
                == read(Self.compiled.appendingPathComponent("ContactsScreenTests.swift")))
    }

    @Test(arguments: 1...4)
    func earlierStepIsPartOfTheLastOne(step: Int) throws {
        let last = Set(try read(Self.compiled.appendingPathComponent("ContactsScreen.swift")).split(separator: "\n"))
        let lines = try read(
            Self.resources.appendingPathComponent(String(format: "contacts-screen-%02d.swift.txt", step))
        )
        .split(separator: "\n")
        for line in lines {
            #expect(last.contains(line), "step \(step): \"\(line)\" is not in ContactsScreen.swift")
        }
    }
}
