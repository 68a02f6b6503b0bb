import PlumbInterfaceBuilder

extension Screen {
  /// The scene list `o` opens, over the middle of the screen: what was
  /// typed, then one row a scene (its number, a dot on the one shown, its
  /// name and IB id), scrolled to keep the highlighted row in view.
  static func scenePickerOverlay(_ g: inout Grid, _ s: PlaygroundState, _ picker: ScenePicker, _ glyphs: Glyphs) {
    guard let list = s.pickerList else { return }
    let scenes = list.entries
    let listed = picker.listed(scenes)
    let (x0, y0, w, h) = Screen.overlayBox(&g, glyphs, contentRows: max(1, listed.count) + 3)
    let title = " \(s.course != nil ? "Lessons" : "Scenes") (type to narrow, Up/Down, Enter shows, Esc closes) "
    g.writeCut(title, x: x0 + 2, y: y0, style: .title, maxWidth: w - 4, mark: glyphs.cut)
    g.writeCut("find: " + picker.filter, x: x0 + 2, y: y0 + 1, maxWidth: w - 4, mark: glyphs.cut)
    let visible = h - 4
    guard !listed.isEmpty else {
      g.writeCut("no \(s.course != nil ? "lesson" : "scene")'s name or id contains \"\(picker.filter)\"", x: x0 + 2, y: y0 + 3, style: .dim, maxWidth: w - 4, mark: glyphs.cut)
      return
    }
    let first = max(0, min(picker.row - visible / 2, listed.count - visible))
    let numberWidth = String(scenes.count).count
    for (k, i) in listed.dropFirst(first).prefix(visible).enumerated() {
      let number = String(repeating: " ", count: numberWidth - String(i + 1).count) + String(i + 1)
      let shown = i == list.current ? (s.ascii ? "*" : "•") : " "
      // The highlighted row is marked as the lists mark theirs, not by colour alone.
      let highlighted = first + k == picker.row
      let text = "\(highlighted ? (s.ascii ? ">" : "▸") : " ") \(number) \(shown) \(scenes[i].name)  \(scenes[i].id)"
      g.writeCut(text, x: x0 + 2, y: y0 + 3 + k, style: highlighted ? .selected : .plain, maxWidth: w - 4, mark: glyphs.cut)
    }
    let count = " \(listed.count) of \(scenes.count) "
    g.write(count, x: x0 + w - count.count - 2, y: y0 + h - 1, style: .title)
  }
}
