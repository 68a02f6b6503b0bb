// Centering: UIKit code written by Plumb from centering.scene.
// The `// plumb:` comments tell Plumb where to lay it out; UIKit ignores them.
// plumb: device iphone

import UIKit

final class CenteringViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()

    let ok = UIButton(type: .system)
    ok.setTitle("Sign in", for: .normal)
    ok.translatesAutoresizingMaskIntoConstraints = false

    view.addSubview(ok)

    let middle = ok.centerXAnchor.constraint(equalTo: view.centerXAnchor)
    middle.identifier = "middle"

    NSLayoutConstraint.activate([
      middle,
      ok.centerYAnchor.constraint(equalTo: view.centerYAnchor),
    ])
  }
}
