import UIKit

enum BadgeStyle { case wide, narrow, hidden }

/// A badge whose width depends on a style other code sets: a choice.
final class BadgeViewController: UIViewController {
  var style: BadgeStyle = .wide
  let badge = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    badge.text = "New"
    badge.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(badge)
    badge.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
    badge.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20).isActive = true
    switch style {
    case .wide:
      badge.widthAnchor.constraint(equalToConstant: 200).isActive = true
    case .narrow:
      badge.widthAnchor.constraint(equalToConstant: 60).isActive = true
    case .hidden:
      badge.isHidden = true
    }
  }
}
