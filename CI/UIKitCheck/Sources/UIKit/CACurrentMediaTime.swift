import Foundation

/// Core Animation's clock: "the current CoreAnimation absolute time. This is the result of
/// calling mach_absolute_time () and converting the units to seconds" (QuartzCore's
/// CABase.h:124-127; an app gets it with `import UIKit`). The model reads the system's
/// monotonic clock, in seconds; any thread may call it, as any may call a C function.
// swift-format-ignore: AlwaysUseLowerCamelCase
// (Apple's C name.)
public func CACurrentMediaTime() -> Double {
    Double(DispatchTime.now().uptimeNanoseconds) / 1_000_000_000
}
