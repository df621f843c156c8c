@_exported import TabulaBatches
// One import for users: `import Tabula` brings the diff engine, the storage, the batch rules
// and the layout, each a module of its own so the compiler keeps their boundaries (the storage
// cannot see a host, the layout cannot see a view).
@_exported import TabulaDiff
@_exported import TabulaLayout
@_exported import TabulaStorage
