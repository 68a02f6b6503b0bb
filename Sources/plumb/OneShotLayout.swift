import PlumbLayout
import PlumbPlayground
import PlumbReports

/// Lays out a document for a command that prints once and exits.
///
/// The engine is kept until the process ends instead of being freed: freeing
/// a large tableau object by object (a 10,000-view scene has about 60,000
/// constraints) costs a noticeable part of the run, and the system takes the
/// whole heap back at exit anyway.
enum OneShotLayout {
  /// The layout, or a failure when it holds a number that is not finite (see `LayoutReport.outOfRange`).
  static func solve(_ document: LayoutDocument) throws -> LayoutResult {
    let result = layout(document)
    if let why = LayoutReport.outOfRange(result) { throw Failure(why) }
    return result
  }

  /// The layout, out of range or not (for sweeps that report per finding).
  static func layout(_ document: LayoutDocument) -> LayoutResult {
    let engine = LayoutEngine(document)
    // One retain that is never released: the engine lives until exit.
    _ = Unmanaged.passRetained(engine)
    return engine.layoutIfNeeded()
  }
}
