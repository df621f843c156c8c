import Foundation

/// The text attributes the model can compare: the font's size and weight and the paragraph
/// style's line spacing, line break mode and strategy. *Model only: not UIKit API.*
///
/// Built from an attributes dictionary as UIKit reads one: a missing paragraph style is the
/// default style (NSParagraphStyle.h:71, `defaultParagraphStyle`, equal to a new
/// `NSParagraphStyle`).
public struct UIModelTextAttributes: Equatable, Sendable, CustomStringConvertible {
    /// The font's point size (`nil`: no font attribute).
    public var pointSize: CGFloat?
    /// The font's weight (`nil`: no font attribute).
    public var weight: UIFont.Weight?
    /// The paragraph style's line spacing.
    public var lineSpacing: CGFloat
    /// The paragraph style's line break mode.
    public var lineBreakMode: NSLineBreakMode
    /// The paragraph style's line break strategy.
    public var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy

    /// The attributes in `attributes`.
    public init(_ attributes: [NSAttributedString.Key: Any]) {
        let font = attributes[.font] as? UIFont
        let paragraph = attributes[.paragraphStyle] as? NSParagraphStyle ?? NSParagraphStyle()
        pointSize = font?.pointSize
        weight = font?.modelWeight
        lineSpacing = paragraph.lineSpacing
        lineBreakMode = paragraph.lineBreakMode
        lineBreakStrategy = paragraph.lineBreakStrategy
    }

    public var description: String {
        let font = pointSize.map { "\($0)pt/\(weight?.rawValue ?? 0)" } ?? "no font"
        return "\(font), spacing \(lineSpacing), \(lineBreakMode), strategy \(lineBreakStrategy.rawValue)"
    }
}

/// Collects the attributes of every string the model measures with
/// `boundingRect(with:options:context:)` inside ``record(_:)``, in this task only (a task
/// local, so tests running in parallel do not see each other's). *Model only: not UIKit API.*
public final class UIModelTextMeasuringRecorder: @unchecked Sendable {
    // @unchecked Sendable: `measured` is only touched under `lock`.
    @TaskLocal static var current: UIModelTextMeasuringRecorder?

    private let lock = NSLock()
    private var measured: [UIModelTextAttributes] = []

    func record(_ attributes: UIModelTextAttributes) {
        lock.lock()
        measured.append(attributes)
        lock.unlock()
    }

    /// Runs `body` and returns its result with the attributes of every string it measured.
    public static func record<Result>(_ body: () throws -> Result) rethrows -> (Result, [UIModelTextAttributes]) {
        let recorder = UIModelTextMeasuringRecorder()
        let result = try $current.withValue(recorder) { try body() }
        recorder.lock.lock()
        defer { recorder.lock.unlock() }
        return (result, recorder.measured)
    }
}
