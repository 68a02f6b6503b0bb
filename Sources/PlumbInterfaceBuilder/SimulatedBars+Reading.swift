import PlumbLayout

extension SimulatedBars {
  /// The bars of every view controller of a document, by id.
  static func all(in document: XMLNode) -> [String: SimulatedBars] {
    var controllers: [String: XMLNode] = [:]
    // The controllers in document order: every loop below walks them so, as
    // the first of two pushers to reach a controller decides what it
    // inherits (a dictionary's order changes from run to run, and so did a
    // controller's bars: an unseen file's scanner, shown from two
    // controllers, had a tab bar in some runs and none in others).
    var inOrder: [(id: String, vc: XMLNode)] = []
    // The scene's other objects beside its controller (gesture recognizers,
    // bar button items, views kept outside the hierarchy): a segue there is
    // the controller's too (an unseen file's tap recognizer shows a slideshow).
    var besides: [String: [XMLNode]] = [:]
    var stack: [XMLNode] = [document]
    while let n = stack.popLast() {
      if n["sceneMemberID"] == "viewController", let id = n["id"], controllers[id] == nil {
        controllers[id] = n
        inOrder.append((id, n))
      }
      if n.name == "objects", let vc = n.children.first(where: { $0["sceneMemberID"] == "viewController" }), let id = vc["id"] {
        besides[id, default: []] += n.children.filter { $0["sceneMemberID"] == nil }
      }
      stack.append(contentsOf: n.children.reversed())
    }
    // A controller several segues lead to takes its inferred bars from
    // the one IB lists in `inferredMetricsTieBreakers`, and only from it:
    // of the segues that put a controller in a navigation stack (a push,
    // a navigation controller's root), the others are passed by when bars
    // are inferred; tabs, embeds and presentations stay what they are.
    var tieBreakers: [String: String] = [:]
    // The controllers whose tie-breaker is a presentation: presented, never in a stack.
    var presentedByTieBreaker: Set<String> = []
    if let references = document.children.first(where: { $0.name == "inferredMetricsTieBreakers" })?.children.compactMap({ $0["reference"] }) {
      let chosen = Set(references)
      var s: [XMLNode] = [document]
      while let n = s.popLast() {
        if n.name == "segue", let id = n["id"], chosen.contains(id), let d = n["destination"] {
          tieBreakers[d] = id
          if n["kind"] == "modal" || n["kind"] == "presentation" { presentedByTieBreaker.insert(d) }
        }
        s.append(contentsOf: n.children)
      }
    }
    func stacks(_ s: XMLNode) -> Bool {
      ["show", "push", "showDetail"].contains(s["kind"] ?? "") || s["relationship"] == "rootViewController"
    }
    func segues(_ vc: XMLNode, tieBroken: Bool = true) -> [XMLNode] {
      var out: [XMLNode] = []
      var s: [XMLNode] = [vc] + (vc["id"].flatMap { besides[$0] } ?? [])
      while let n = s.popLast() {
        if n.name == "segue", !tieBroken || !stacks(n) || tieBreakers[n["destination"] ?? ""].map({ $0 == n["id"] }) ?? true { out.append(n) }
        s.append(contentsOf: n.children)
      }
      return out
    }
    // The bar a controller chooses in its simulated metrics (the element
    // under `key`, `nil` for none), nil when it leaves it "Inferred".
    func chosenBar(_ key: String, _ vc: XMLNode) -> XMLNode? { vc.children.first { $0["key"] == key } }
    // The navigation controller each view controller is in.
    var inNavigation: [String: String] = [:]
    // The navigation controller each one is the root of.
    var rootOf: [String: String] = [:]
    // The tab bar controller each view controller in one is in (its id, "" when it has none).
    var tabOf: [String: String] = [:]
    for (_, vc) in inOrder {
      for s in segues(vc) where s["kind"] == "relationship" {
        guard let d = s["destination"] else { continue }
        if vc.name == "navigationController", s["relationship"] == "rootViewController", let n = vc["id"] { (inNavigation[d], rootOf[d]) = (n, n) }
        if vc.name == "tabBarController", s["relationship"] == "viewControllers" { tabOf[d] = vc["id"] ?? "" }
      }
    }
    // A view controller that simulates a navigation bar of its own, in no
    // navigation controller of this file (its own is elsewhere): IB infers
    // that it is in one, and shows the bar on the view controllers it shows.
    let inferred = "(inferred navigation controller)"
    for (id, vc) in inOrder where inNavigation[id] == nil && vc.name != "navigationController" {
      if vc.children.contains(where: { $0.name == "simulatedNavigationBarMetrics" && $0["key"] == "simulatedTopBarMetrics" }) { inNavigation[id] = inferred }
    }
    // A column-style split view controller (iOS 14's, IB's "Double Column":
    // `allowDoubleColumnStyle`) wraps each column's controller that is not
    // a navigation controller in one, as UIKit documents it: its view
    // is under a navigation bar (an unseen file at 17156: a detail
    // controller's content 88 points down on `retina6_1`).
    for (_, vc) in inOrder where vc.name == "splitViewController" && vc["allowDoubleColumnStyle"] == "YES" {
      for s in segues(vc) where s["kind"] == "relationship" && s["relationship"] != "compactViewController" {
        guard let d = s["destination"], let dest = controllers[d], dest.name != "navigationController", dest.name != "tabBarController", inNavigation[d] == nil else { continue }
        inNavigation[d] = inferred
      }
    }
    // The view controller that pushes each one (a `show` or `push` segue
    // within a navigation controller): the previous item of its stack.
    var pushedFrom: [String: String] = [:]
    // Pushed and shown view controllers stay in their navigation
    // controller, then in their tab (a navigation controller in a tab
    // passes the tab on): the stacks first, since whether a push stays
    // in a tab depends on which stack it goes onto.
    func propagate(tieBroken: Bool = true, _ step: (String, XMLNode, XMLNode, String, XMLNode) -> Bool) {
      var changed = true
      var rounds = 0
      while changed && rounds < 1000 {
        changed = false
        rounds += 1
        for (id, vc) in inOrder {
          for s in segues(vc, tieBroken: tieBroken) {
            guard let d = s["destination"], let dest = controllers[d] else { continue }
            if step(id, vc, s, d, dest) { changed = true }
          }
        }
      }
    }
    let isPush = { (s: XMLNode) in s["kind"] == "show" || s["kind"] == "push" }
    propagate { id, vc, s, d, dest in
      // A navigation controller of the file wins over an inferred one.
      if isPush(s), let n = inNavigation[id], dest.name != "navigationController", inNavigation[d] == nil || (inNavigation[d] == inferred && n != inferred) {
        inNavigation[d] = n
        pushedFrom[d] = id
        return true
      }
      // A tab bar controller pushed onto a navigation stack shows its
      // tabs under that stack's bar, and what they push goes onto the
      // same stack, over the tab bar (unseen files at 14109 and 16096:
      // tabs 44 points down, the screens they show full height); not
      // one that simulates no top bar (an unseen file at 17156: what
      // its tabs show is presented, as from no navigation controller).
      let tabPushed = vc.name == "tabBarController" && s["relationship"] == "viewControllers"
        && chosenBar("simulatedTopBarMetrics", vc)?.name != "nil"
      if tabPushed, let n = inNavigation[id], dest.name != "navigationController", inNavigation[d] == nil {
        inNavigation[d] = n
        pushedFrom[d] = id
        return true
      }
      return false
    }
    propagate { id, _, s, d, _ in
      let root = s["kind"] == "relationship" && s["relationship"] == "rootViewController"
      guard isPush(s) || root, let tab = tabOf[id], tabOf[d] == nil else { return false }
      // Pushed onto the stack the tab bar controller is in: over its tab bar.
      if isPush(s), let n = inNavigation[tab], n == inNavigation[id] { return false }
      tabOf[d] = tab
      return true
    }
    // The stacks as UIKit builds them, whatever the tie-breakers say: a
    // push there is a push, never a presentation (unless the tie-breaker
    // is a presentation: then the controller is presented).
    var inAnyStack: Set<String> = Set(inNavigation.keys)
    for (_, vc) in inOrder where vc.name == "navigationController" {
      for s in segues(vc, tieBroken: false) where s["relationship"] == "rootViewController" {
        if let d = s["destination"], !presentedByTieBreaker.contains(d) { inAnyStack.insert(d) }
      }
    }
    propagate(tieBroken: false) { id, _, s, d, dest in
      guard isPush(s), inAnyStack.contains(id), dest.name != "navigationController", !inAnyStack.contains(d), !presentedByTieBreaker.contains(d) else { return false }
      inAnyStack.insert(d)
      return true
    }
    // The controllers split view controllers hold by the relationships
    // `holds` accepts, and what those hold (a navigation controller's
    // root, a tab bar controller's tabs, an embedded child) and show in
    // them (a push, a navigation controller's own `show`, and with
    // `details` a detail, which goes to the secondary column); a
    // presentation is not held.
    func heldBySplits(details: Bool = true, _ holds: (String?) -> Bool) -> Set<String> {
      var held: Set<String> = []
      for (_, vc) in inOrder where vc.name == "splitViewController" {
        for s in segues(vc, tieBroken: false) where s["kind"] == "relationship" && holds(s["relationship"]) { if let d = s["destination"] { held.insert(d) } }
      }
      propagate(tieBroken: false) { id, vc, s, d, dest in
        guard held.contains(id), !held.contains(d) else { return false }
        switch s["kind"] {
        case "relationship", "embed": break
        case "showDetail": guard details else { return false }
        // A `show` from no navigation controller presents, as an unseen iPad
        // file shows (a column's `show` lays out as a sheet, 5 views); a
        // navigation controller's own `show` stays in its column (an
        // unseen file's detail column: no status bar, the home indicator's
        // 20 points kept, as its column's other controllers).
        case "show", "push": guard inAnyStack.contains(id) || (vc.name == "navigationController" && dest.name != "navigationController") else { return false }
        default: return false
        }
        held.insert(d)
        return true
      }
      return held
    }
    let inSplit = heldBySplits { _ in true }
    // The controller a split view controller shows collapsed (on a phone)
    // is in none of an iPad's columns.
    let inCompactColumn = heldBySplits { $0 == "compactViewController" }
    // UIKit gives the controllers of a split view controller's primary and
    // supplementary columns a compact width, beside the regular secondary.
    let inNarrowColumn = heldBySplits(details: false) { $0 == "masterViewController" || $0 == "supplementaryViewController" }
    // Presented modally with the automatic style, directly or as the root of a presented navigation controller.
    var presented: Set<String> = []
    // Shown by a navigation controller's own `show` segue (not its root's),
    // with the navigation controller: pushed there on a device (UIKit's
    // `show(_:sender:)` on a navigation controller), drawn presented on
    // IB's canvas (two unseen iPad files of two repositories draw it
    // without a bar). A controller already in a stack, or a navigation
    // controller, stays what it is.
    var shownByNavigation: [String: String] = [:]
    let fullScreenStyles: Set<String> = ["fullScreen", "overFullScreen", "currentContext", "overCurrentContext", "custom"]
    for (id, vc) in inOrder {
      // `show` from a view controller in no navigation controller presents
      // modally (UIKit's `show(_:sender:)`); from a navigation controller
      // itself, on the canvas only (`shownByNavigation`).
      let showPresents = !inAnyStack.contains(id) && vc.name != "splitViewController"
      // `showDetail` from a controller in no split view controller presents,
      // in a navigation controller or not: only a split view controller
      // shows a detail (UIKit's `showDetailViewController(_:sender:)`).
      let showDetailPresents = vc.name != "splitViewController" && !inSplit.contains(id)
      for s in segues(vc)
      where s["kind"] == "modal" || s["kind"] == "presentation" || (showPresents && s["kind"] == "show") || (showDetailPresents && s["kind"] == "showDetail") {
        guard let d = s["destination"], let dest = controllers[d] else { continue }
        // A controller another segue is the tie-breaker of is not presented by this one.
        if let chosen = tieBreakers[d], chosen != s["id"] { continue }
        if vc.name == "navigationController", s["kind"] == "show" {
          guard !inAnyStack.contains(d), dest.name != "navigationController", !inSplit.contains(id) else { continue }
          shownByNavigation[d] = id
        }
        if let style = s["modalPresentationStyle"] ?? dest["modalPresentationStyle"], fullScreenStyles.contains(style) { continue }
        presented.insert(d)
      }
    }
    for (id, n) in inNavigation where presented.contains(n) { presented.insert(id) }
    // The children of container views.
    var embedded: Set<String> = []
    for (_, vc) in inOrder {
      for s in segues(vc) where s["kind"] == "embed" { if let d = s["destination"] { embedded.insert(d) } }
    }
    // The controllers back along the pushes from `id`: itself first, then
    // the one that pushed it, and so on (a cycle of pushes ends the walk);
    // `throughShowers` goes on from a navigation controller's root to the
    // controller that shows that navigation controller.
    func pushChain(_ id: String, throughShowers: Bool = false) -> [XMLNode] {
      var chain: [XMLNode] = []
      var at: String? = id
      var seen: Set<String> = []
      while let current = at, seen.insert(current).inserted, let vc = controllers[current] {
        chain.append(vc)
        at = pushedFrom[current] ?? (throughShowers ? rootOf[current].flatMap { shownFrom[$0] } : nil)
      }
      return chain
    }
    // The first answer `decide` gives along the push chain from `id`, nil when none gives one.
    func fromPushChain(_ id: String, _ decide: (XMLNode) -> Bool?) -> Bool? {
      pushChain(id).lazy.compactMap(decide).first
    }
    // The controller that shows each navigation controller (`show` or
    // `showDetail`; the first in the file).
    var shownFrom: [String: String] = [:]
    for (id, vc) in inOrder {
      for s in segues(vc) where s["kind"] == "show" || s["kind"] == "showDetail" {
        guard let d = s["destination"], controllers[d]?.name == "navigationController", shownFrom[d] == nil else { continue }
        shownFrom[d] = id
      }
    }
    // IB's top and bottom bars are "Inferred" unless a controller chooses
    // one: the bar (the element under `key`, `nil` for none) of the nearest
    // controller back along the pushes that chose one, nil when none did.
    // A navigation controller brings its own top bar, but not a bottom
    // one: its root takes that from the controller that shows it; a tab
    // bar controller brings its own bottom bar.
    // - A toolbar is inferred for what a controller with one pushes (an
    //   unseen file at 21701: two controllers pushed from two with a
    //   toolbar have 34 + 49 + 49 points at the bottom, the toolbar over
    //   their tab bar), and so is a tab bar (two unseen files: controllers
    //   pushed from a list that simulates its tab bar, and the root of a
    //   navigation controller that list shows).
    // - No bar is inferred as well: an unseen onboarding flow whose root
    //   sets no top bar has 22 pushed controllers, none with a setting of
    //   its own, laid out from the status bar down. A navigation
    //   controller shown from there has its bar all the same.
    func inferredBar(_ key: String, _ id: String) -> XMLNode? {
      let bottom = key == "simulatedBottomBarMetrics"
      for vc in pushChain(id, throughShowers: bottom) {
        if let bar = chosenBar(key, vc) { return bar }
        // A tab bar controller brings its own bottom bar, as a navigation controller its top one.
        if bottom, vc.name == "tabBarController" { return nil }
      }
      return nil
    }
    // UIKit's `largeTitleDisplayMode`: `.automatic` (no attribute) takes the
    // mode of the previous item in the navigation stack, the root's being
    // large; `never` and `always` are their own. A controller pushed from
    // one that never shows a large title shows none either (an unseen file
    // at 21701: a "Snoozing" list with `never` shows an editor 48 + 44
    // points down, with no 52-point title).
    func showsLargeTitle(_ id: String) -> Bool {
      fromPushChain(id) { vc in
        switch vc.child("navigationItem")?["largeTitleDisplayMode"] {
        case "never": false
        case "always": true
        default: nil
        }
      } ?? true
    }
    var out: [String: SimulatedBars] = [:]
    for (id, vc) in inOrder {
      var b = SimulatedBars()
      if inNavigation[id] == inferred {
        // The bar IB infers is the one the stack's controllers simulate: the
        // nearest up the push chain that says (an unseen file's editor,
        // pushed from a preview with an opaque bar, starts below the bar).
        b.navigationBar = true
        b.opaqueTopBar = fromPushChain(id) { vc in
          vc.children.first { $0.name == "simulatedNavigationBarMetrics" && $0["key"] == "simulatedTopBarMetrics" }.map { $0["translucent"] == "NO" }
        } ?? false
      }
      if let n = inNavigation[id], let nav = controllers[n] {
        // A navigation controller shows its bar unless it hides it; an opaque bar is above the view.
        b.navigationBar = nav["navigationBarHidden"] != "YES"
        let bar = nav.child("navigationBar", key: "navigationBar")
        b.opaqueTopBar = b.navigationBar && bar?["translucent"] == "NO"
        b.largeTitle = b.navigationBar && bar?["largeTitles"] == "YES" && showsLargeTitle(id)
        // A navigation controller that shows its toolbar shows it under each of its view controllers.
        if nav["toolbarHidden"] == "NO" {
          b.toolbar = true
          b.opaqueBottomBar = nav.child("toolbar", key: "toolbar")?["translucent"] == "NO"
        }
      }
      b.tabBar = tabOf[id] != nil && vc.name != "navigationController" && vc["hidesBottomBarWhenPushed"] != "YES"
      if b.tabBar, let tab = tabOf[id].flatMap({ controllers[$0] }) { b.opaqueBottomBar = tab.child("tabBar", key: "tabBar")?["translucent"] == "NO" }
      // A controller pushed onto a presented stack is in the same presentation.
      b.presentedModally = fromPushChain(id) { presented.contains($0["id"] ?? "") ? true : nil } ?? false
      b.embedded = embedded.contains(id)
      b.inSplitColumn = inSplit.contains(id) && !inCompactColumn.contains(id)
      b.inNarrowColumn = inNarrowColumn.contains(id)
      b.pushedOnDevice = shownByNavigation[id].flatMap { controllers[$0] }.map { $0["navigationBarHidden"] != "YES" }
      // Only what the controller does not choose itself is inferred.
      if chosenBar("simulatedBottomBarMetrics", vc) == nil {
        switch inferredBar("simulatedBottomBarMetrics", id)?.name {
        case "simulatedToolbarMetrics": b.toolbar = true
        case "simulatedTabBarMetrics": if vc["hidesBottomBarWhenPushed"] != "YES" { b.tabBar = true }
        case "nil": (b.tabBar, b.toolbar) = (false, false)
        default: break
        }
      }
      if chosenBar("simulatedTopBarMetrics", vc) == nil, let bar = inferredBar("simulatedTopBarMetrics", id) {
        switch bar.name {
        case "nil": (b.navigationBar, b.largeTitle) = (false, false)
        case "simulatedNavigationBarMetrics" where !b.navigationBar:
          // A bar a pusher chose shows on what it pushes, even in a
          // navigation controller that hides its own.
          b.navigationBar = true
          b.opaqueTopBar = bar["translucent"] == "NO"
        default: break
        }
      }
      for c in vc.children {
        switch (c.name, c["key"]) {
        case ("nil", "simulatedTopBarMetrics"?): b.navigationBar = false
        case ("simulatedNavigationBarMetrics", "simulatedTopBarMetrics"?):
          // A top bar chosen in the simulated metrics (not "Inferred") is a
          // plain bar: IB draws no large title under it unless the item asks
          // for one itself (an unseen file at 24506: a controller pushed in a
          // large-title stack, its item automatic, has its scroll view 20 + 54
          // down, where one pushed beside it with an inferred bar is 52 lower).
          b.navigationBar = true
          if vc.child("navigationItem")?["largeTitleDisplayMode"] != "always" { b.largeTitle = false }
          b.opaqueTopBar = c["translucent"] == "NO"
        case ("nil", "simulatedBottomBarMetrics"?): b.tabBar = false; b.toolbar = false
        case ("simulatedTabBarMetrics", "simulatedBottomBarMetrics"?): b.tabBar = true
        case ("simulatedToolbarMetrics", "simulatedBottomBarMetrics"?): b.toolbar = true
        case ("nil", "simulatedStatusBarMetrics"?): b.statusBar = false
        default: break
        }
      }
      // A view controller whose view extends under opaque bars keeps the
      // screen's height, the bar over it as a translucent one would be; one
      // whose view does not extend under the top bar starts below it, as
      // under an opaque bar.
      if vc["extendedLayoutIncludesOpaqueBars"] == "YES" { (b.opaqueTopBar, b.opaqueBottomBar) = (false, false) }
      // No bar, nothing opaque above or below (an unseen file's controller
      // with no simulated top bar, in a navigation controller whose bar is
      // opaque, keeps its 896 points).
      if !b.navigationBar { b.opaqueTopBar = false }
      if !b.tabBar && !b.toolbar { b.opaqueBottomBar = false }
      if b.navigationBar, let edges = vc.child("extendedEdge", key: "edgesForExtendedLayout"), edges["top"] != "YES" { b.opaqueTopBar = true }
      out[id] = b
    }
    return out
  }
}
