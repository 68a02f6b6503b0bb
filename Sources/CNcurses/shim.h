#ifndef PLUMB_CNCURSES_SHIM_H
#define PLUMB_CNCURSES_SHIM_H

// The wide-character API: UTF-8 box drawing and text.
#define NCURSES_WIDECHAR 1
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <unistd.h>
#include <ncursesw/curses.h>

// Macros Swift cannot import, as functions.
static inline WINDOW *plumb_stdscr(void) { return stdscr; }
static inline void plumb_getmaxyx(int *rows, int *columns) {
  int y = 0, x = 0;
  getmaxyx(stdscr, y, x);
  *rows = y;
  *columns = x;
}
static inline int plumb_mvaddstr(int y, int x, const char *s) { return mvaddstr(y, x, s); }
static inline int plumb_attrset(int attributes) { return attrset(attributes); }
static inline int plumb_color_pair(int n) { return (int)COLOR_PAIR(n); }
static inline int plumb_a_bold(void) { return (int)A_BOLD; }
static inline int plumb_a_dim(void) { return (int)A_DIM; }
static inline int plumb_a_reverse(void) { return (int)A_REVERSE; }
static inline int plumb_a_normal(void) { return (int)A_NORMAL; }
static inline int plumb_key_up(void) { return KEY_UP; }
static inline int plumb_key_down(void) { return KEY_DOWN; }
static inline int plumb_key_left(void) { return KEY_LEFT; }
static inline int plumb_key_right(void) { return KEY_RIGHT; }
static inline int plumb_key_backspace(void) { return KEY_BACKSPACE; }
static inline int plumb_key_enter(void) { return KEY_ENTER; }
static inline int plumb_key_resize(void) { return KEY_RESIZE; }
static inline int plumb_err(void) { return ERR; }
static inline int plumb_key_mouse(void) { return KEY_MOUSE; }
// Clicks of the first button, reported as soon as it is pressed.
static inline void plumb_enable_mouse(void) {
  mousemask(BUTTON1_PRESSED | BUTTON1_CLICKED, NULL);
  mouseinterval(0);
}
// The cell of a first-button click, if the pending mouse event is one.
static inline int plumb_click(int *x, int *y) {
  MEVENT event;
  if (getmouse(&event) != OK) return 0;
  if (!(event.bstate & (BUTTON1_PRESSED | BUTTON1_CLICKED))) return 0;
  *x = event.x;
  *y = event.y;
  return 1;
}

// Bracketed paste: asked for with ESC[?2004h, the terminal wraps a paste in
// ESC[200~ ... ESC[201~; both are defined as keys of their own (above every
// key ncurses has). The start begins reading the text as text; an end that
// comes alone (a paste that paused past its wait) is a key of no meaning,
// never ESC and four keys.
static inline int plumb_key_paste_begin(void) { return KEY_MAX + 1; }
static inline void plumb_enable_bracketed_paste(void) {
  define_key("\033[200~", KEY_MAX + 1);
  define_key("\033[201~", KEY_MAX + 2);
  fputs("\033[?2004h", stdout);
  fflush(stdout);
}
// Safe in a signal handler: one write(2), no stdio.
static inline void plumb_disable_bracketed_paste(void) {
  static const char off[] = "\033[?2004l";
  ssize_t written = write(1, off, sizeof off - 1);
  (void)written;
}

#endif
