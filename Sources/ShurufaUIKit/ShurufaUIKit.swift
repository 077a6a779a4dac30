#if canImport(UIKit)
import UIKit
/// Namespace of the Apple-only adapter; see ../shared/DESIGN.md.
public enum ShurufaUIKitModule {}
#endif
