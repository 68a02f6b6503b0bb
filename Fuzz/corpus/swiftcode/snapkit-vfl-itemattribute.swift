import UIKit
import SnapKit

final class MixedView: UIView {
  let title = UILabel()
  let icon = UIImageView()
  let stack = UIStackView()
  var height: NSLayoutConstraint?

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(title)
    addSubview(icon)
    addSubview(stack)
    stack.axis = .vertical
    stack.spacing = 8
    stack.addArrangedSubview(UILabel())
    title.snp.makeConstraints { make in
      make.top.leading.equalToSuperview().inset(16)
      make.trailing.lessThanOrEqualTo(icon.snp.leading).offset(-8)
    }
    icon.snp.makeConstraints { $0.size.equalTo(24); $0.centerY.equalTo(title) }
    let views = ["stack": stack, "icon": icon]
    addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[stack]-|", metrics: nil, views: views))
    addConstraint(NSLayoutConstraint(item: stack, attribute: .top, relatedBy: .equal, toItem: title, attribute: .bottom, multiplier: 1, constant: 12))
    height = stack.heightAnchor.constraint(equalToConstant: 100)
    height?.priority = .defaultHigh
    height?.isActive = true
    for (i, v) in stack.arrangedSubviews.enumerated() where i > 0 { v.isHidden = true }
    #if os(iOS)
    icon.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor).isActive = true
    #endif
    if traitCollection.horizontalSizeClass == .regular { height?.constant = 200 }
  }

  required init?(coder: NSCoder) { fatalError() }
}
