/// Plumb's version, as `plumb --version` prints it: the one place it is written.
///
/// Semantic versioning (`MAJOR.MINOR.PATCH`); raise it when a release changes
/// what users see (commands, options, the `.scene` format, the JSON reports).
enum PlumbVersion {
  static let current = "0.1.0"
}
