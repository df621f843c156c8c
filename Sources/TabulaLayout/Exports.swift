// The layout places the rows of a batch (`ListBatch`, checked by `BatchUpdateRules`).
@_exported import TabulaBatches
