// Size classes: UIKit code written by Plumb from size-classes.scene.
// The `// plumb:` comments tell Plumb where to lay it out; UIKit ignores them.
// plumb: device iphone

import UIKit

final class SizeClassesViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()

    let photo = UIView()
    photo.translatesAutoresizingMaskIntoConstraints = false

    let caption = UILabel()
    caption.text = "A caption that moves"
    caption.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    caption.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
    caption.translatesAutoresizingMaskIntoConstraints = false

    view.addSubview(photo)
    view.addSubview(caption)

    NSLayoutConstraint.activate([
      photo.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
      photo.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      photo.widthAnchor.constraint(equalToConstant: 160),
      photo.heightAnchor.constraint(equalToConstant: 120),
    ])
    if traitCollection.verticalSizeClass == .regular {
      NSLayoutConstraint.activate([
        caption.topAnchor.constraint(equalTo: photo.bottomAnchor, constant: 8),
        caption.leadingAnchor.constraint(equalTo: photo.leadingAnchor),
      ])
    }
    if traitCollection.verticalSizeClass == .compact {
      NSLayoutConstraint.activate([
        caption.topAnchor.constraint(equalTo: photo.topAnchor),
        caption.leadingAnchor.constraint(equalTo: photo.trailingAnchor, constant: 12),
      ])
    }
  }
}
