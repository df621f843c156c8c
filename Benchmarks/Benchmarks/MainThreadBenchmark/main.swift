// Issue 36: what each user operation costs the main actor on the headless host
// (`ListAssembly` + `HeadlessListView`), at any list size. Run it through
// `Benchmarks/main_thread.py` (which builds it, runs it natively and under callgrind, and
// prints the table); by hand:
//
//   swift run -c release MainThreadBenchmark --size 100000
//
// Arguments: see MainThreadOptions (`--size N`, `--callgrind`, `--only op,...`).
import Foundation
import MainThreadMarks

do {
    let options = try MainThreadOptions(Array(CommandLine.arguments.dropFirst()))
    let marks = OperationMarks(host: "headless", options: options)
    try await HeadlessOperations(marks: marks).run()
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
