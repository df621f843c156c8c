import Foundation

/// The arguments both main-thread benchmarks take:
///
/// - `--size N`: the list's item count (default 1,000);
/// - `--callgrind`: run under `valgrind --tool=callgrind --instr-atstart=no
///   --collect-atstart=no`; instructions are collected only inside each operation, and each
///   operation (and each part of one) is dumped to its own file;
/// - `--only op,op,...`: measure only these operations; the operations before them run
///   unmeasured (and uninstrumented under callgrind), and the run ends once they are measured;
/// - `--warm-up N`: first run every operation unmeasured on a list of N items (default 200;
///   0: none), so that what the Swift runtime does once per process (instantiating generic
///   type metadata, resolving conformances) is not counted in whichever measured operation
///   happens to need it first, which varies with the list's size.
public struct MainThreadOptions: Sendable {
    /// The list's item count.
    public var size = 1_000
    /// Whether the run is under callgrind (client requests mark each operation).
    public var callgrind = false
    /// The operations to measure; `nil`: all.
    public var only: Set<String>?
    /// The item count of the unmeasured warm-up run; 0: none.
    public var warmUpSize = 200

    /// Reads `arguments` (the command line without the program's name).
    ///
    /// - Throws: ``MainThreadBenchmarkError/badArgument(_:)`` naming an unknown argument,
    ///   a missing value or a size under 10.
    public init(_ arguments: [String]) throws(MainThreadBenchmarkError) {
        try parse(arguments)
    }

    /// The options of the warm-up run: `warmUpSize` items, nothing measured.
    public var warmUp: MainThreadOptions {
        var options = self
        options.size = warmUpSize
        options.callgrind = false
        options.only = []
        options.warmUpSize = 0
        return options
    }

    private mutating func parse(_ arguments: [String]) throws(MainThreadBenchmarkError) {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            func value() throws(MainThreadBenchmarkError) -> String {
                index += 1
                guard index < arguments.count else { throw .badArgument("\(argument) needs a value") }
                return arguments[index]
            }
            switch argument {
            case "--size":
                let text = try value()
                guard let size = Int(text.replacingOccurrences(of: "_", with: "")), size >= 10 else {
                    throw .badArgument("not a list size of at least 10: \(text)")
                }
                self.size = size
            case "--callgrind": callgrind = true
            case "--only": only = Set(try value().split(separator: ",").map(String.init))
            case "--warm-up":
                let text = try value()
                guard let size = Int(text), size == 0 || size >= 10 else {
                    throw .badArgument("not a warm-up size of 0 or at least 10: \(text)")
                }
                warmUpSize = size
            default: throw .badArgument("unknown argument \(argument)")
            }
            index += 1
        }
    }
}

/// Why a main-thread benchmark run is not valid.
public enum MainThreadBenchmarkError: Error, CustomStringConvertible {
    /// An argument the benchmark does not understand (what was wrong).
    case badArgument(String)
    /// A screen did not end in the state an operation must leave (what, and what was seen).
    case notPresented(String)

    /// The message printed when a run stops.
    public var description: String {
        switch self {
        case let .badArgument(message): "main-thread benchmark: \(message)"
        case let .notPresented(message): "main-thread benchmark: not on screen: \(message)"
        }
    }
}
