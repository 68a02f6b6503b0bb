import PlumbLayout

extension LayoutDocument {
  /// The document without the source line each constraint came from (a
  /// printed or saved document is read back with lines of its own).
  public var withoutSourceLines: LayoutDocument {
    var d = self
    for i in d.constraints.indices { d.constraints[i].line = 0 }
    return d
  }

  /// Also without which constraints came from one Visual Format line: a
  /// changed VFL line is saved as its constraints, one a line.
  public var withoutSourcePlaces: LayoutDocument {
    var d = withoutSourceLines
    for i in d.constraints.indices { d.constraints[i].visualFormat = nil }
    return d
  }
}
