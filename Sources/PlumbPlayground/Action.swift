import PlumbLayout
import PlumbScene

/// A key the playground understands, already decoded by the terminal front.
public enum Key: Equatable, Sendable {
  case char(Character)
  case up, down, left, right, tab, enter, escape, backspace
}

/// Everything that can happen to the playground.
public enum Action: Equatable, Sendable {
  case key(Key)
  /// Text the terminal marked as pasted (bracketed paste): taken as text,
  /// never as keys, so an escape or a line break in it neither cancels nor
  /// submits the prompt.
  case paste(String)
  /// The terminal's new size in cells.
  case resize(columns: Int, rows: Int)
  /// The scene file changed on disk; its new contents.
  case fileChanged(String)
  /// The scene file changed on disk but cannot be read; why.
  case fileUnreadable(String)
  /// Time passes (seconds since some start), for animation.
  case tick(Double)
  /// The front finished a save (nil) or failed (its message); `unchanged`:
  /// the file already held the text, and nothing was written; `backup`:
  /// where the file as Plumb found it is kept (nil: no backup was needed).
  case saved(error: String?, unchanged: Bool = false, backup: String? = nil)
  /// A mouse click at a cell (where the terminal reports mouse events).
  case click(column: Int, row: Int)
  /// Ctrl-C (or SIGINT) in the terminal.
  case interrupt
  /// The front wrote the scene beside its file, which had changed on disk: where, and why.
  case savedBeside(path: String)
  /// The front measured a key press to a finished redraw, in microseconds.
  case redrawn(microseconds: Double)
  /// The front wrote an `.export` effect's file (`error` nil; `keptAs`: where the file that was there is kept) or failed (its message).
  case exported(path: String, keptAs: String?, error: String?)
  /// The front wrote a save's converted scene at `written`, beside `planned`,
  /// a file Plumb did not write.
  case exportedBeside(planned: String, written: String)
  /// The front did not write an `.export`: a file Plumb did not write is
  /// there, which `y` would keep as `backup` (the name a backup takes now).
  case exportWouldReplace(path: String, contents: ExportContents, backup: String)
  /// The document read from another format (a conflict log) was saved as a
  /// new `.scene` at `path`, which the playground now edits: that scene as parsed.
  case savedAs(scene: Scene, path: String)
  /// The language of lessons, hints and verdicts (the front's option or locale).
  case language(Language)
}

/// Work the reducer asks the front to do; the reducer itself touches nothing outside.
public enum Effect: Equatable, Sendable {
  /// Write `contents` to the scene file atomically, keeping the old file as `NAME.scene~`.
  case save(path: String, contents: String)
  /// The text of the last `.fileChanged` is now the scene: what the file holds is what the playground shows.
  case reloaded
  /// Write a file other than the one shown, atomically: the `.scene` that
  /// `convert` makes of an edited Interface Builder scene, or the layout as
  /// UIKit code (`E`). The front asks `PlaygroundState.exportWrite` how: a
  /// file there that Plumb did not write this session (or that changed
  /// since) is replaced only when `confirmed`, kept as `NAME~`; the one
  /// Plumb wrote is replaced without a backup, so that `NAME~` keeps the
  /// user's file.
  case export(path: String, contents: ExportContents, confirmed: Bool = false)
  /// Write `contents` to a new `.scene` file beside `beside` (a file in another
  /// format, never overwritten), whose name the front picks among those not taken.
  case saveNew(beside: String, contents: String)
  /// Keep the ids of the course's lessons the learner has finished (in the user's state directory).
  case saveProgress([String])
  case quit
}
