import Foundation
import Testing

/// What the showcase app declares for a device: the frame meter's refresh rate, and no API
/// an App Store build must explain in a privacy manifest.
@Suite("The showcase app's settings")
struct ShowcaseAppSettingsTests {
    /// The showcase package (Examples/TabulaShowcase/TabulaShowcase.swiftpm).
    static let package = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/TabulaShowcase/TabulaShowcase.swiftpm")

    /// Without `CADisableMinimumFrameDurationOnPhone` in the app's Info.plist, a
    /// `CADisplayLink` on a ProMotion iPhone runs at 60 Hz at most (Apple's page of that key),
    /// so the frame meter could never read 8.3 ms frames.
    @Test func theAppAsksForProMotionRatesOnIPhone() throws {
        let manifest = try String(contentsOf: Self.package.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(#"additionalInfoPlistContentFilePath: "AdditionalInfo.plist""#))
        let data = try Data(contentsOf: Self.package.appendingPathComponent("AdditionalInfo.plist"))
        let plist = try #require(
            try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
        #expect(plist["CADisableMinimumFrameDurationOnPhone"] as? Bool == true)
    }

    /// Apple's "Describing use of required reason API" page lists these; each needs a reason
    /// in a privacy manifest. The showcase needs none (`CACurrentMediaTime` is its clock).
    @Test func theAppUsesNoRequiredReasonAPI() throws {
        let listed = [
            "systemUptime", "mach_absolute_time", "UserDefaults", "creationDate", "modificationDate",
            "volumeAvailableCapacity", "activeInputModes", "systemFreeSize", "fileModificationDate",
        ]
        let sources = Self.package.appendingPathComponent("Sources")
        let files =
            FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        #expect(files.count > 10, "the showcase's sources were found")
        var uses: [String] = []
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for name in listed where text.contains(name) { uses.append("\(file.lastPathComponent): \(name)") }
        }
        #expect(uses == [])
    }
}
