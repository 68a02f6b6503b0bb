// The reader's locations, warnings and errors are PlumbDiagnostics' types
// (`SourceLocation` above all): a client of the reader gets them with it.
@_exported import PlumbDiagnostics
