// A test target that imports TabulaHeadless sees the library it tests as well.
@_exported import Tabula
// And the list engine the headless host runs on (counters, log, strictness, fling report).
@_exported import TabulaListEngine
