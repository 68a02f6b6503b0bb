import Foundation
import PlumbDiagnostics
import PlumbLayout

/// Writes edits of a scene back into its file's XML in place: only the
/// values of the attributes edited change (a constraint's `constant`, or
/// its size-class variation's when the constant edited is that one,
/// `priority`, `multiplier`, `relation`; a view's hugging and compression
/// resistance priorities), every other byte stays as it was. An attribute
/// that becomes its default is removed, as Interface Builder omits it; one
/// that leaves its default is added before the element's `id`.
public enum InterfaceBuilderWriter {
  /// The text of `file` with the edits that turn `scene.document` into `edited`.
  /// Constraints UIKit makes for autoresizing and edits the XML cannot hold
  /// in place (a constraint added or removed, made active or inactive, a
  /// view added or removed, a view's other settings such as its text) are
  /// left out; `unsaved` counts them. Edited
  /// constraints are paired with those read by what they relate (`pairs`),
  /// so that a constraint removed or added does not shift the others.
  public static func save(
    _ edited: LayoutDocument, of scene: InterfaceBuilderScene, into text: String
  ) throws(InterfaceBuilderError) -> (text: String, unsaved: Int) {
    let (edits, unsaved, _) = self.edits(edited, of: scene)
    return (try apply(edits, to: text), unsaved)
  }

  /// `text` with the edits of several scenes of its file (`edited`, by
  /// index into `file.scenes`), all made at once; per scene, the edits
  /// left out (as `save(_:of:into:)` counts them), and the document each
  /// scene's XML holds once saved (`written`: as read, with the values
  /// saved in place), which `verify` checks the saved text against.
  public static func save(
    _ edited: [Int: LayoutDocument], of file: InterfaceBuilderFile, into text: String
  ) throws(InterfaceBuilderError) -> (text: String, unsaved: [Int: Int], written: [Int: LayoutDocument]) {
    var all: [Edit] = []
    var unsaved: [Int: Int] = [:]
    var written: [Int: LayoutDocument] = [:]
    for (k, document) in edited.sorted(by: { $0.key < $1.key }) where file.scenes.indices.contains(k) {
      let (e, u, w) = edits(document, of: file.scenes[k])
      all += e
      unsaved[k] = u
      written[k] = w
    }
    return (try apply(all, to: text), unsaved, written)
  }

  /// Whether `saved`, read again, holds what the save of `edited` into
  /// `text` meant to write: it parses, has the scenes and constraints
  /// `text` has, and each value the save changed (those where `written`,
  /// from `save(_:of:into:)`, differs from `file`'s scenes) reads as
  /// written, every other as `text` has it (constant, priority,
  /// multiplier, relation; views' hugging and compression resistance).
  /// - Throws: `InterfaceBuilderError` naming the first difference.
  public static func verify(
    _ saved: String, from text: String, of file: InterfaceBuilderFile, written: [Int: LayoutDocument]
  ) throws(InterfaceBuilderError) {
    let before = try InterfaceBuilderReader.prepare(tree: try InterfaceBuilderReader.tree(Data(text.utf8), file: file.file), file: file.file)
    let after = try InterfaceBuilderReader.prepare(tree: try InterfaceBuilderReader.tree(Data(saved.utf8), file: file.file), file: file.file)
    let at = SourceLocation(file: file.file, line: 1, column: 1)
    guard before.found.count == after.found.count else {
      throw .malformedXML(at, "the saved file, read again, has \(after.found.count) scenes, not \(before.found.count)")
    }
    func values(_ c: ConstraintSpec) -> [String] { [exactNumber(c.constant), exactNumber(c.priority.value), exactNumber(c.multiplier), c.relation.rawValue] }
    for k in before.found.indices {
      // Each scene as its baseline was read (the playground reads the one shown for its device and orientation).
      let options = file.scenes.indices.contains(k) ? file.scenes[k].readOptions : ReadOptions()
      guard let scene = InterfaceBuilderReader.read(before, options: options, only: k).scenes.first,
        let read = InterfaceBuilderReader.read(after, options: options, only: k).scenes.first
      else { continue }
      var expected = scene.document
      if let w = written[k], file.scenes.indices.contains(k) {
        let shown = file.scenes[k].document
        for j in expected.constraints.indices where j < w.constraints.count && j < shown.constraints.count {
          if values(w.constraints[j]) != values(shown.constraints[j]) {
            expected.constraints[j].constant = w.constraints[j].constant
            expected.constraints[j].priority = w.constraints[j].priority
            expected.constraints[j].multiplier = w.constraints[j].multiplier
            expected.constraints[j].relation = w.constraints[j].relation
          }
        }
        let shownViews = Dictionary(shown.views.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        for v in w.views {
          guard let o = shownViews[v.name], o.hugging != v.hugging || o.compressionResistance != v.compressionResistance,
            let e = expected.views.firstIndex(where: { $0.name == v.name })
          else { continue }
          expected.views[e].hugging = v.hugging
          expected.views[e].compressionResistance = v.compressionResistance
        }
      }
      guard read.document.constraints.count == expected.constraints.count else {
        throw .malformedXML(at, "the saved file, read again, has \(read.document.constraints.count) constraints in scene \(k + 1), not \(expected.constraints.count)")
      }
      for (j, (a, b)) in zip(read.document.constraints, expected.constraints).enumerated() where values(a) != values(b) {
        let place = read.constraintLocations.indices.contains(j) ? read.constraintLocations[j] : at
        throw .malformedXML(place, "the saved file, read again, does not hold this constraint as edited")
      }
      let views = Dictionary(read.document.views.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
      for v in expected.views {
        guard let r = views[v.name], r.hugging == v.hugging, r.compressionResistance == v.compressionResistance else {
          throw .malformedXML(at, "the saved file, read again, does not hold \(v.name)'s priorities as edited")
        }
      }
    }
  }

  /// One attribute to write: where its tag is, its name, its new value (nil: removed), and the element the tag must be.
  typealias Edit = (at: SourceLocation, name: String, value: String?, element: String)

  /// `text` with `edits` made, the last in the file first, so that an edit
  /// never moves the place of one still to make (several tags share a line in a one-line file).
  static func apply(_ edits: [Edit], to text: String) throws(InterfaceBuilderError) -> String {
    var out = text
    let order = edits.indices.sorted { (edits[$0].at.line, edits[$0].at.column, $0) > (edits[$1].at.line, edits[$1].at.column, $1) }
    for k in order {
      let e = edits[k]
      out = try setting(e.name, to: e.value, inTagAt: e.at, element: e.element, of: out)
    }
    return out
  }

  /// The edits that turn `scene.document` into `edited`, how many cannot be
  /// made in place, and the scene's document with only those made.
  static func edits(_ edited: LayoutDocument, of scene: InterfaceBuilderScene) -> (edits: [Edit], unsaved: Int, written: LayoutDocument) {
    // Where, the attribute, its new value (nil: removed), and the element the tag must be.
    var edits: [Edit] = []
    var written = scene.document
    var unsaved = 0
    let old = scene.document
    let read = pairs(old.constraints, edited.constraints)
    // Constraints removed (no edited constraint comes from them) and added (from none).
    unsaved += old.constraints.count - Set(read.compactMap { $0 }).count
    var done: Set<SourceLocation> = []
    for (k, b) in edited.constraints.enumerated() {
      guard let i = read[k] else {
        unsaved += 1
        continue
      }
      let a = old.constraints[i]
      guard a != b else { continue }
      // A constraint with no place in the file (one kept from an earlier edit) cannot be saved in place.
      guard i < scene.constraintLocations.count, i < scene.constraintIDs.count else {
        unsaved += 1
        continue
      }
      let at = scene.constraintLocations[i]
      guard !scene.constraintIDs[i].contains(" "), done.insert(scene.constantLocations[i] ?? at).inserted else {
        unsaved += 1
        continue
      }
      if a.constant != b.constant {
        // A size class's own constant is its `<variation>`'s, which always says it.
        let variation = scene.constantLocations[i]
        if let v = variation { edits.append((v, "constant", exactNumber(b.constant), "variation")) }
        // The constraint's own constant: where no variation holds it, and where
        // one constraint stands for every size class, its own constant and its
        // variation's equal (`08` and `8`): they must stay equal, or the file
        // read again holds two constraints where it held one.
        if variation == nil || a.condition.isAlways {
          edits.append((at, "constant", b.constant == 0 ? nil : exactNumber(b.constant), "constraint"))
        }
      }
      if a.priority != b.priority { edits.append((at, "priority", b.priority.isRequired ? nil : exactNumber(b.priority.value), "constraint")) }
      if a.multiplier != b.multiplier { edits.append((at, "multiplier", b.multiplier == 1 ? nil : exactNumber(b.multiplier), "constraint")) }
      if a.relation != b.relation { edits.append((at, "relation", b.relation == .equal ? nil : b.relation.rawValue, "constraint")) }
      if a.isActive != b.isActive || a.condition != b.condition { unsaved += 1 }
      // Every copy of the same XML constraint (one per size class) reads the values written back.
      let constantAt = scene.constantLocations[i] ?? at
      for j in scene.constraintLocations.indices where j < written.constraints.count && scene.constraintLocations[j] == at {
        if (scene.constantLocations[j] ?? at) == constantAt { written.constraints[j].constant = b.constant }
        written.constraints[j].priority = b.priority
        written.constraints[j].multiplier = b.multiplier
        written.constraints[j].relation = b.relation
      }
    }
    let oldViews = Dictionary(old.views.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    // Views added or removed, and any setting but the priorities (a text,
    // a stack's axis…), cannot be held in place: each counts once.
    let editedNames = Set(edited.views.map(\.name))
    unsaved += old.views.filter { !editedNames.contains($0.name) }.count
    let infos = Dictionary(scene.views.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    for v in edited.views {
      guard let o = oldViews[v.name], let info = infos[v.name] else {
        unsaved += 1
        continue
      }
      var others = o
      (others.hugging, others.compressionResistance) = (v.hugging, v.compressionResistance)
      if others != v { unsaved += 1 }
      // A priority equal to what UIKit decodes when the element leaves it out is left out.
      let hug = v.kind.defaultHugging(.archive), resist = v.kind.defaultCompressionResistance(.archive)
      let pairs: [(String, LayoutPriority, LayoutPriority, LayoutPriority)] = [
        ("horizontalHuggingPriority", o.hugging.horizontal, v.hugging.horizontal, hug),
        ("verticalHuggingPriority", o.hugging.vertical, v.hugging.vertical, hug),
        ("horizontalCompressionResistancePriority", o.compressionResistance.horizontal, v.compressionResistance.horizontal, resist),
        ("verticalCompressionResistancePriority", o.compressionResistance.vertical, v.compressionResistance.vertical, resist),
      ]
      for (name, before, after, standard) in pairs where before != after {
        edits.append((info.location, name, after == standard ? nil : exactNumber(after.value), info.element))
      }
      if let w = written.views.firstIndex(where: { $0.name == v.name }) {
        written.views[w].hugging = v.hugging
        written.views[w].compressionResistance = v.compressionResistance
      }
    }
    return (edits, unsaved, written)
  }

  /// The scene as the file holds it after `save(edited, of: scene, …)`: the
  /// constraints read, with the values of those saved in place taken from
  /// `edited`; constraints added or removed stay as read (the XML does not
  /// have them), so that the next save still counts them.
  public static func adopting(_ edited: LayoutDocument, into scene: InterfaceBuilderScene) -> InterfaceBuilderScene {
    var out = scene
    for (k, i) in pairs(scene.document.constraints, edited.constraints).enumerated() {
      guard let i else { continue }
      let b = edited.constraints[k]
      out.document.constraints[i].constant = b.constant
      out.document.constraints[i].priority = b.priority
      out.document.constraints[i].multiplier = b.multiplier
      out.document.constraints[i].relation = b.relation
    }
    out.document.views = edited.views
    return out
  }

  /// For each constraint of `edited`, the index of the constraint of `read`
  /// it comes from (the same items, attributes and size classes: its values
  /// may have been edited), nil for one added. Constraints are matched in
  /// order, so that removing or adding one does not shift the others.
  /// - Complexity: O(n) when the lists line up, O(n²) at worst.
  static func pairs(_ read: [ConstraintSpec], _ edited: [ConstraintSpec]) -> [Int?] {
    var taken = [Bool](repeating: false, count: read.count)
    var next = 0
    return edited.map { c in
      let found = (next..<read.count).first { !taken[$0] && read[$0].isSameConstraint(as: c) } ?? (0..<min(next, read.count)).first { !taken[$0] && read[$0].isSameConstraint(as: c) }
      if let i = found {
        taken[i] = true
        next = i + 1
      }
      return found
    }
  }

  /// `text` with the start tag at `location` given `name="value"` (nil:
  /// without the attribute), changing nothing else. The tag is read by
  /// XML's grammar (any whitespace between attributes and around `=`,
  /// either quote), so an attribute is found however the file spells it;
  /// a value replaced keeps its quote, one added takes the quote of the
  /// tag's other attributes. `element`, when given, must be the tag's name.
  public static func setting(
    _ name: String, to value: String?, inTagAt location: SourceLocation, element: String? = nil, of text: String
  ) throws(InterfaceBuilderError) -> String {
    var bytes = Array(text.utf8)
    // The start of the line (in bytes), then the column (in characters, as every location counts).
    var line = 1
    var start = 0
    while line < location.line {
      guard let nl = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else { throw .malformedXML(location, "no such line to edit") }
      start = nl + 1
      line += 1
    }
    let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
    let tagStart = start + location.utf8Offset(in: String(decoding: bytes[start..<end], as: UTF8.self))
    guard let tag = StartTag(bytes, at: tagStart) else { throw .malformedXML(location, "no start tag to edit here") }
    if let element, tag.name != element { throw .malformedXML(location, "the tag here is <\(tag.name)>, not <\(element)>") }
    let same = tag.attributes.filter { $0.name == name }
    guard same.count <= 1 else { throw .malformedXML(location, "the tag has \(same.count) \(name) attributes") }
    if let found = same.first {
      if let value {
        // A value holding its own quote could not stay in it.
        guard !value.utf8.contains(found.quote), !value.contains("<"), !value.contains("&") else {
          throw .malformedXML(location, "the value \(value) cannot be written in the file's quotes")
        }
        bytes.replaceSubrange(found.valueStart..<found.valueEnd, with: Array(value.utf8))
      } else {
        bytes.removeSubrange(found.leadingSpace...found.valueEnd)
      }
    } else if let value {
      let quote = tag.attributes.first?.quote ?? UInt8(ascii: "\"")
      guard !value.utf8.contains(quote), !value.contains("<"), !value.contains("&") else {
        throw .malformedXML(location, "the value \(value) cannot be written in the file's quotes")
      }
      let insert = Array(" \(name)=".utf8) + [quote] + Array(value.utf8) + [quote]
      // Before the `id`, where Interface Builder writes the others; else after the last attribute.
      let at = tag.attributes.first { $0.name == "id" }?.leadingSpace ?? tag.attributesEnd
      bytes.insert(contentsOf: insert, at: at)
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
