// A batch names its rows with the diff engine's `ListIndexPath`.
@_exported import TabulaDiff
