// A test target that imports TabulaHeadless sees the library it tests as well.
@_exported import Tabula
