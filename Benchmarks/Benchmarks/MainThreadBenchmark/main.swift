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

// The main actor runs on the process's main thread, its queue drained by the main run
// loop: an async top-level `main` would call `dispatchMain()`, which on Linux parks the
// main thread (valgrind 3.19 then crashes in its `sigsuspend`) and runs main-actor jobs on
// worker threads, where callgrind's per-thread collection switch would not follow them.
MainActor.assumeIsolated {
    _ = Task {
        do {
            let options = try MainThreadOptions(Array(CommandLine.arguments.dropFirst()))
            if options.warmUpSize > 0 {
                try await HeadlessOperations(marks: OperationMarks(host: "headless", options: options.warmUp)).run()
            }
            let marks = OperationMarks(host: "headless", options: options)
            try await HeadlessOperations(marks: marks).run()
            exit(0)
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            exit(1)
        }
    }
}
RunLoop.main.run()
