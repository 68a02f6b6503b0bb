import PlumbDiagnostics
import PlumbLayout

extension InterfaceBuilderScene {
  /// `edited`, a document of the scene `base` (as read or last saved, for
  /// some device and orientation) that the user changed, carried over to this
  /// scene: the same XML read again for another device or orientation. The
  /// result is this scene's document with the user's edits, as if they had
  /// been saved into the file and the file read again (for what the XML can
  /// hold) and made again (for what it cannot):
  ///
  /// - a constraint's constant, priority, multiplier, relation and activity
  ///   changed from `base` are changed in every copy the XML constraint has
  ///   here (one per size class whose constant differs; an edited constant
  ///   only in the copies whose constant comes from the same place);
  /// - a constraint removed is removed here (the copy for the same size
  ///   classes, or every copy when the reads split it differently); one added is added;
  /// - a view keeps each setting the user changed (`ViewSpec.rebased`) and
  ///   takes this read's others (the font or installation its size classes
  ///   pick); a view added is added, one removed is removed.
  ///
  /// Everything else (the device, orientation, root, safe area and the
  /// stored frames) is this read's. `base` carried over to this scene gives
  /// this scene's document.
  /// - Complexity: O(*c* + *v*) when the constraints line up with `base`'s.
  public func rebasing(_ edited: LayoutDocument, from base: InterfaceBuilderScene) -> LayoutDocument {
    rebaser(from: base)(edited)
  }

  /// `rebasing(_:from: base)` for many documents (an undo stack): what the
  /// two reads share is worked out once.
  public func rebaser(from base: InterfaceBuilderScene) -> @Sendable (LayoutDocument) -> LayoutDocument {
    let copies = copiesOfEachXMLConstraint()
    return { [self] edited in rebasing(edited, from: base, copies: copies) }
  }

  /// Where the XML has a constraint, its id and what it relates (an
  /// autoresizing mask's position and size constraints of one axis share
  /// their view's place and id).
  struct Origin: Hashable {
    var at: SourceLocation
    var id: String
    var first: LayoutAttribute
    var second: LayoutAttribute?
  }

  /// The origin of constraint `j`.
  func origin(_ j: Int) -> Origin {
    let c = document.constraints[j]
    return Origin(at: constraintLocations[j], id: constraintIDs[j], first: c.firstAttribute, second: c.secondAttribute)
  }

  /// This scene's copies of each XML constraint (one per size class whose constant differs).
  func copiesOfEachXMLConstraint() -> [Origin: [Int]] {
    var copies: [Origin: [Int]] = [:]
    for j in document.constraints.indices where j < constraintLocations.count && j < constraintIDs.count {
      copies[origin(j), default: []].append(j)
    }
    return copies
  }

  func rebasing(_ edited: LayoutDocument, from base: InterfaceBuilderScene, copies: [Origin: [Int]]) -> LayoutDocument {
    var out = document
    let read = base.document.constraints
    // Which constraint of `base` each edited one is (nil: added by the user).
    let paired = InterfaceBuilderWriter.pairs(read, edited.constraints)
    var kept = [ConstraintSpec?](repeating: nil, count: read.count)
    var added: [ConstraintSpec] = []
    for (k, i) in paired.enumerated() {
      if let i { kept[i] = edited.constraints[k] } else { added.append(edited.constraints[k]) }
    }
    var removed = Set<Int>()
    for (i, b) in read.enumerated() where i < base.constraintLocations.count && i < base.constraintIDs.count {
      let all = copies[base.origin(i)] ?? []
      let same = all.filter { out.constraints[$0].condition == b.condition }
      let targets = same.isEmpty ? all : same
      guard let e = kept[i] else {
        removed.formUnion(targets)
        continue
      }
      guard e != b else { continue }
      // As a save writes them: the constant where this copy's comes from, the
      // rest on the XML constraint every copy shares; activity (which the XML
      // cannot hold) on the copy edited.
      let constantFrom = base.constantLocations[i]
      for j in all {
        if e.constant != b.constant, constantLocations[j] == constantFrom { out.constraints[j].constant = e.constant }
        if e.priority != b.priority { out.constraints[j].priority = e.priority }
        if e.multiplier != b.multiplier { out.constraints[j].multiplier = e.multiplier }
        if e.relation != b.relation { out.constraints[j].relation = e.relation }
        if e.isActive != b.isActive, targets.contains(j) { out.constraints[j].isActive = e.isActive }
      }
    }
    if !removed.isEmpty { out.constraints = out.constraints.indices.filter { !removed.contains($0) }.map { out.constraints[$0] } }
    out.constraints += added

    let before = Dictionary(base.document.views.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    let editedNames = Set(edited.views.map(\.name))
    var now = Dictionary(out.views.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    for v in edited.views {
      if let b = before[v.name], let f = now[v.name] {
        now[v.name] = v.rebased(from: b, onto: f)
      } else if before[v.name] == nil {
        now[v.name] = v
      }
    }
    // In this read's order; views the user added after them, in theirs.
    var views: [ViewSpec] = []
    for f in out.views where before[f.name] == nil || editedNames.contains(f.name) {
      if let v = now[f.name] { views.append(v) }
    }
    let listed = Set(views.map(\.name))
    for v in edited.views where !listed.contains(v.name) && before[v.name] == nil { views.append(v) }
    out.views = views
    return out
  }
}
