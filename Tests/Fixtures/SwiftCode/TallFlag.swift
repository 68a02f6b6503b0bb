import UIKit
final class VC: UIViewController {
 override func viewDidLoad() {
  super.viewDidLoad()
  let b = UIView()
  view.addSubview(b)
  b.translatesAutoresizingMaskIntoConstraints = false
  b.widthAnchor.constraint(equalToConstant: 10).isActive = true
  if Flags.tall { b.heightAnchor.constraint(equalToConstant: 10).isActive = true }
  b.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
  b.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
 }
}
