import Foundation
import TabulaDemoKit

// `swift run tabula-demo --help` documents the flags.
let code = await DemoRunner.run(arguments: Array(CommandLine.arguments.dropFirst()))
exit(code)
