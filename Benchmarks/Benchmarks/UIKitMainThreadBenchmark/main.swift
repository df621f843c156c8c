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

// The main actor runs on the process's main thread, its queue drained by the main run
// loop: an async top-level `main` would call `dispatchMain()`, which on Linux parks the
// main thread (valgrind 3.19 then crashes in its `sigsuspend`) and runs main-actor jobs on
// worker threads, where callgrind's per-thread collection switch would not follow them.
MainActor.assumeIsolated {
    _ = Task {
        do {
            let options = try MainThreadOptions(Array(CommandLine.arguments.dropFirst()))
            if options.warmUpSize > 0 {
                try await TableOperations(marks: OperationMarks(host: "uikit-table", options: options.warmUp)).run()
            }
            let marks = OperationMarks(host: "uikit-table", options: options)
            try await TableOperations(marks: marks).run()
            exit(0)
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            exit(1)
        }
    }
}
RunLoop.main.run()
