// One import for users: `import Tabula` brings the diff engine too.
@_exported import TabulaDiff
