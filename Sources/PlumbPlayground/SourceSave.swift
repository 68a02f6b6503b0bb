/// What `s` does, as the source's format decides.
public enum SourceSave {
  /// Nothing to write, and why (no file, nothing changed, the writer failed).
  case refused(String)
  /// The files to write (`effects`), the source while they are written,
  /// what to say now (nil: nothing), and whether the document becomes the
  /// file's once the front says it is saved (`pending`; not for a new file beside an import, which the playground then opens).
  case writing(Source, effects: [Effect], message: String?, pending: Bool)
}
