// The storage's API is written in the diff engine's types (`Differentiable`, `StagedChangeset`).
@_exported import TabulaDiff
