import CNcurses
import Foundation
import PlumbPlayground

/// The thin ncurses front: it reads keys and copies cells, nothing more.
/// The terminal is restored on quit, on Ctrl-C (a key in raw mode) and on
/// fatal signals.
final class Terminal {
  private(set) var hasColors = false

  init() {
    // The user's locale; when the system lacks it (LANG=ko_KR.UTF-8 on a machine without that
    // locale) but asks for UTF-8, C.UTF-8 still draws wide characters and box lines right.
    if setlocale(LC_ALL, "") == nil, Play.terminalShowsUnicode() { setlocale(LC_ALL, "C.UTF-8") }
    initscr()
    raw()
    noecho()
    keypad(plumb_stdscr(), true)
    curs_set(0)
    timeout(30)  // `pending` restores the same
    set_escdelay(25)
    plumb_enable_mouse()
    plumb_enable_bracketed_paste()
    if has_colors() {
      start_color()
      use_default_colors()
      hasColors = true
      let pairs: [(Int16, Int16)] = [
        (1, Int16(COLOR_CYAN)), (2, Int16(COLOR_YELLOW)), (3, Int16(COLOR_GREEN)), (4, Int16(COLOR_RED)),
        (5, Int16(COLOR_MAGENTA)), (6, Int16(COLOR_BLUE)),
      ]
      for (n, fg) in pairs { init_pair(n, fg, -1) }
    }
    Terminal.installSignalHandlers()
  }

  /// Ends curses mode; safe to call twice.
  func stop() {
    if isendwin() == false {
      plumb_disable_bracketed_paste()
      endwin()
    }
  }

  var size: (columns: Int, rows: Int) {
    var rows: Int32 = 0, columns: Int32 = 0
    plumb_getmaxyx(&rows, &columns)
    return (Int(columns), Int(rows))
  }

  func attributes(_ style: CellStyle) -> Int32 {
    let c = hasColors
    switch style {
    case .plain: return plumb_a_normal()
    case .dim, .device: return plumb_a_dim()
    case .title: return plumb_a_bold()
    case .view: return c ? plumb_color_pair(1) : plumb_a_normal()
    case .selected: return plumb_a_bold() | (c ? plumb_color_pair(2) : plumb_a_reverse())
    case .related: return c ? plumb_color_pair(3) | plumb_a_bold() : plumb_a_bold()
    case .conflict: return plumb_a_bold() | (c ? plumb_color_pair(4) : plumb_a_reverse())
    case .ambiguous: return c ? plumb_color_pair(5) : plumb_a_bold()
    case .safeArea: return c ? plumb_color_pair(6) : plumb_a_dim()
    case .status: return plumb_a_reverse()
    case .message: return c ? plumb_color_pair(2) : plumb_a_normal()
    case .unsatisfied: return c ? plumb_color_pair(2) : plumb_a_dim()
    }
  }

  /// Copies the grid to the screen, one run of same-styled cells at a time.
  func draw(_ g: Grid) {
    erase()
    for y in 0..<g.height {
      var x = 0
      while x < g.width {
        let style = g[x, y].style
        var run = ""
        let start = x
        while x < g.width && g[x, y].style == style {
          // The second cell of a wide character: the terminal already drew it.
          if !g[x, y].isContinuation { run.append(g[x, y].character) }
          x += 1
        }
        plumb_attrset(attributes(style))
        // The bottom-right cell cannot be written without scrolling: leave it.
        if y == g.height - 1 && x == g.width { run = String(run.dropLast()) }
        _ = run.withCString { plumb_mvaddstr(Int32(y), Int32(start), $0) }
      }
    }
    plumb_attrset(plumb_a_normal())
    refresh()
  }

  enum Input {
    case key(Key)
    case paste(String)
    case click(column: Int, row: Int)
    case resize
    case interrupt
    case none

    var isNone: Bool {
      if case .none = self { return true }
      return false
    }
  }

  /// The input already waiting, without waiting for more: at most `limit`
  /// events (a paste arrives as thousands of keys, all handled before one redraw).
  func pending(limit: Int) -> [Input] {
    timeout(0)
    waitMilliseconds = 0
    defer {
      timeout(30)
      waitMilliseconds = 30
    }
    var out: [Input] = []
    while out.count < limit {
      let input = read()
      if case .none = input { break }
      out.append(input)
    }
    return out
  }

  /// How long `read` waits for a key (the curses timeout last set).
  private var waitMilliseconds: Int32 = 30

  /// The most characters of one paste kept (the rest is read and dropped).
  static let maximumPaste = 1 << 20

  /// How long a paste that has begun may pause before it is taken as ended
  /// without its end marker, in milliseconds.
  static let pasteSilence: Int32 = 1000

  /// Reads one key, waiting at most the timeout.
  func read() -> Input {
    var ch: wint_t = 0
    let r = get_wch(&ch)
    if r == plumb_err() { return .none }
    // A wide character is a UInt32; one past Int32 (WEOF) is no key.
    guard let code = Int32(exactly: ch) else { return .none }
    if r == KEY_CODE_YES && code == plumb_key_paste_begin() { return readPaste() }
    if r == KEY_CODE_YES {
      switch code {
      case plumb_key_up(): return .key(.up)
      case plumb_key_down(): return .key(.down)
      case plumb_key_left(): return .key(.left)
      case plumb_key_right(): return .key(.right)
      case plumb_key_backspace(): return .key(.backspace)
      case plumb_key_enter(): return .key(.enter)
      case plumb_key_resize(): return .resize
      case plumb_key_mouse():
        var x: Int32 = 0, y: Int32 = 0
        return plumb_click(&x, &y) != 0 ? .click(column: Int(x), row: Int(y)) : .none
      default: return .none
      }
    }
    switch code {
    case 3: return .interrupt
    case 9: return .key(.tab)
    case 10, 13: return .key(.enter)
    case 27: return .key(.escape)
    case 8, 127: return .key(.backspace)
    default:
      guard let scalar = Unicode.Scalar(UInt32(code)) else { return .none }
      return .key(.char(Character(scalar)))
    }
  }

  /// The text of a paste whose start was read, up to its end marker: every
  /// character as it came, none of it a key. It is read byte by byte, with
  /// keys not decoded (an `ESC O P` in the text stays text, not F1), and
  /// decoded as UTF-8 here, so that a byte that is not UTF-8 becomes U+FFFD
  /// and the rest is kept (the curses decoder would stop there and hand the
  /// rest over as keys).
  ///
  /// The end marker can be in the pasted text itself (the protocol does not
  /// escape it): bytes already waiting right after it came with the paste,
  /// so they are text too, never keys that quit or delete. A paste whose
  /// end never comes ends when the terminal sends nothing for a second.
  private func readPaste() -> Input {
    keypad(plumb_stdscr(), false)
    timeout(Terminal.pasteSilence)
    defer {
      keypad(plumb_stdscr(), true)
      timeout(waitMilliseconds)
    }
    let end = Array("\u{1B}[201~".utf8)
    var bytes: [UInt8] = []
    var matched = 0  // how many bytes of the end marker the last bytes are
    while true {
      let c = getch()
      guard c != plumb_err(), let byte = UInt8(exactly: c) else { break }
      matched = byte == end[matched] ? matched + 1 : (byte == end[0] ? 1 : 0)
      if bytes.count < Terminal.maximumPaste * 4 + end.count { bytes.append(byte) }
      guard matched == end.count else { continue }
      matched = 0
      // More already waiting: the marker was text of the paste; read on.
      timeout(0)
      let next = getch()
      timeout(Terminal.pasteSilence)
      if next != plumb_err() {
        ungetch(next)
        continue
      }
      if bytes.suffix(end.count).elementsEqual(end) { bytes.removeLast(end.count) }
      break
    }
    return .paste(String(String(decoding: bytes, as: UTF8.self).unicodeScalars.prefix(Terminal.maximumPaste)))
  }

  /// On a fatal signal: leave curses mode, then let the signal do what it does.
  static func installSignalHandlers() {
    for sig in [SIGTERM, SIGHUP, SIGQUIT, SIGINT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT] {
      signal(sig) { s in
        plumb_disable_bracketed_paste()
        endwin()
        signal(s, SIG_DFL)
        raise(s)
      }
    }
  }
}
