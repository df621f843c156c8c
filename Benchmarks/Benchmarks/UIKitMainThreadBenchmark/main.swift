// Issue 36: what each user operation costs the main actor on the UIKit adapters
// (`TableViewAdapter`) against the UIKit model of CI/UIKitCheck, at any list size. Run it
// through `Benchmarks/main_thread.py` (which builds it, runs it natively and under
// callgrind, and prints the table); by hand:
//
//   swift run -c release UIKitMainThreadBenchmark --size 100000
//
// Arguments: see MainThreadOptions (`--size N`, `--callgrind`, `--only op,...`).
import Foundation
import MainThreadMarks

do {
    let options = try MainThreadOptions(Array(CommandLine.arguments.dropFirst()))
    let marks = OperationMarks(host: "uikit-table", options: options)
    try await TableOperations(marks: marks).run()
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
