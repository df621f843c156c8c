import Foundation

/// A row of segments, one selected (UISegmentedControl.h:43).
///
/// Model: titles only (the items may also be images or actions in UIKit, UISegmentedControl.h:48;
/// the model keeps the strings and ignores the rest). Choosing a segment in code
/// (`selectedSegmentIndex`) sends no action; ``modelSimulateUserSelection(_:)`` is the user
/// tapping one, which sends `.valueChanged` (UISegmentedControl.h:91: "the
/// UIControlEventValueChanged action is invoked when the segment changes via a user event").
@MainActor
open class UISegmentedControl: UIControl {
    private var titles: [String?] = []

    /// A control with a segment per item (UISegmentedControl.h:49).
    public init(items: [Any]?) {
        titles = (items ?? []).map { $0 as? String }
        super.init(frame: .zero)
    }

    /// An empty control (UISegmentedControl.h:45).
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Decoding is not modelled: returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// How many segments there are (UISegmentedControl.h:65).
    open var numberOfSegments: Int {
        titles.count
    }

    /// The selected segment, or `UISegmentedControl.noSegment` (-1, UISegmentedControl.h:29)
    /// until one is chosen (UISegmentedControl.h:90-92). Setting it sends no action.
    open var selectedSegmentIndex: Int = UISegmentedControl.noSegment

    /// The title of segment `segment`, if it has one (UISegmentedControl.h:76).
    open func titleForSegment(at segment: Int) -> String? {
        titles.indices.contains(segment) ? titles[segment] : nil
    }

    /// No segment selected (UISegmentedControl.h:29: `UISegmentedControlNoSegment = -1`).
    public static let noSegment = -1
}

/// Controls for tests. *Model only: not UIKit API.*
extension UISegmentedControl {
    /// The user taps segment `segment`: it becomes the selected one and, if that changed the
    /// selection, `.valueChanged` actions run (UISegmentedControl.h:91).
    public func modelSimulateUserSelection(_ segment: Int) {
        guard (0..<numberOfSegments).contains(segment), segment != selectedSegmentIndex else { return }
        selectedSegmentIndex = segment
        modelSendActions(for: .valueChanged)
    }
}
