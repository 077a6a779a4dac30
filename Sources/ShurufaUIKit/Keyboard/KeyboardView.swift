#if canImport(UIKit)
import KeyboardCore
import KeyboardLayout
import KeyboardRendering
import UIKit

/// The keys, candidate bar and grid, the toolbar and panels (剪贴板, 常用语) and the 手写 pad's ink, drawn from the core's render tree with
/// Core Graphics; touches go to the core with their locations (a moving finger's coalesced samples
/// too, so the pad's ink follows it closely), and each key and candidate is a VoiceOver element
/// (the pad lets VoiceOver users write on it directly).
public final class KeyboardView: UIView {
    let controller: KeyboardController
    /// The render tree drawn now (`KeyboardRenderer.render(controller)`, see `refresh()`).
    public private(set) var tree: RenderTree
    /// Called after a touch reached the core, so the view controller drains its host requests.
    public var onChange: (() -> Void)?
    /// Called with every event of a touch that began on the globe key, for
    /// `handleInputModeList(from:with:)` (tap: next keyboard; long press: the list).
    public var onGlobeTouch: ((UIView, UIEvent) -> Void)?
    /// Whether a touch that began on the globe key is down (the system handles it).
    public var isTrackingGlobe: Bool { !globeTouches.isEmpty }
    private var globeTouches: Set<ObjectIdentifier> = []
    /// The height the core's metrics ask for.
    public var preferredHeight: CGFloat = 260 {
        didSet { if preferredHeight != oldValue { invalidateIntrinsicContentSize() } }
    }
    private var touchIDs: [ObjectIdentifier: Int] = [:]
    private var nextTouchID = 0

    /// A view drawing `controller`'s keyboard as it is now; call `refresh()` after the controller changes.
    public init(controller: KeyboardController) {
        self.controller = controller
        tree = KeyboardRenderer().render(controller)
        super.init(frame: .zero)
        isMultipleTouchEnabled = true
        isOpaque = true
        contentMode = .redraw
    }

    /// Not supported: the view is made in code.
    @available(*, unavailable)
    public required init?(coder: NSCoder) { fatalError("KeyboardView is made in code") }

    /// `preferredHeight` tall; no intrinsic width (the keyboard takes the screen's).
    override public var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: preferredHeight)
    }

    /// Re-renders the core's state and redraws.
    public func refresh() {
        let next = KeyboardRenderer().render(controller)
        guard next != tree else { return }
        tree = next
        accessibilityElements = nil
        setNeedsDisplay()
    }

    /// Draws the render tree with Core Graphics (`RenderTreeDrawing`).
    override public func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        RenderTreeDrawing(context: context).draw(tree)
    }

    // MARK: Touches

    /// Sends new touches to the core (each UITouch gets a stable id), and those on the globe key to `onGlobeTouch`.
    override public func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches where isGlobe(at: touch.location(in: self)) { globeTouches.insert(ObjectIdentifier(touch)) }
        forwardGlobe(touches, event)
        controller.handleTouches(coreTouches(touches, phase: .began))
        onChange?()
    }

    /// Sends moved touches to the core (a slide over a callout, a drag across the space bar).
    override public func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        forwardGlobe(touches, event)
        controller.handleTouches(coreTouches(touches, phase: .moved, event: event))
        onChange?()
    }

    /// Sends lifted touches to the core (most keys act here), then forgets their ids.
    override public func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        forwardGlobe(touches, event)
        controller.handleTouches(coreTouches(touches, phase: .ended))
        onChange?()
        forget(touches)
    }

    /// Sends cancelled touches to the core (nothing is typed), then forgets their ids.
    override public func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        forwardGlobe(touches, event)
        controller.handleTouches(coreTouches(touches, phase: .cancelled))
        onChange?()
        forget(touches)
    }

    private func forwardGlobe(_ touches: Set<UITouch>, _ event: UIEvent?) {
        guard let event, touches.contains(where: { globeTouches.contains(ObjectIdentifier($0)) }) else { return }
        onGlobeTouch?(self, event)
    }

    /// The core's touches for UIKit's; a move carries every sample UIKit coalesced since the last one.
    private func coreTouches(_ touches: Set<UITouch>, phase: TouchPhase, event: UIEvent? = nil) -> [Touch] {
        touches.flatMap { touch in
            let id = touchIDs[ObjectIdentifier(touch)] ?? {
                nextTouchID += 1
                touchIDs[ObjectIdentifier(touch)] = nextTouchID
                return nextTouchID
            }()
            let samples = phase == .moved ? event?.coalescedTouches(for: touch) ?? [touch] : [touch]
            return samples.map { sample in
                let point = sample.location(in: self)
                return Touch(id: id, x: Double(point.x), y: Double(point.y), timestamp: sample.timestamp, phase: phase)
            }
        }
    }

    private func forget(_ touches: Set<UITouch>) {
        for touch in touches {
            touchIDs[ObjectIdentifier(touch)] = nil
            globeTouches.remove(ObjectIdentifier(touch))
        }
    }

    private func isGlobe(at point: CGPoint) -> Bool {
        if case .key(let key) = controller.target(at: LayoutPoint(x: Double(point.x), y: Double(point.y))) {
            return key.key.action == .nextKeyboard
        }
        return false
    }

    // MARK: VoiceOver

    /// One element per candidate in the bar and per key, built from the tree on first request after a
    /// refresh (a key's label, pressed and disabled states as traits); setting it overrides them.
    override public var accessibilityElements: [Any]? {
        get { super.accessibilityElements ?? makeAccessibilityElements() }
        set { super.accessibilityElements = newValue }
    }

    private func makeAccessibilityElements() -> [Any] {
        var elements: [Any] = []
        // The toolbar and an open panel (剪贴板, 常用语): its buttons, tabs and items.
        func button(_ label: String, _ frame: LayoutRect, selected: Bool = false, enabled: Bool = true) {
            let element = UIAccessibilityElement(accessibilityContainer: self)
            element.accessibilityLabel = label
            element.accessibilityFrameInContainerSpace = CGRect(frame)
            var traits: UIAccessibilityTraits = .button
            if selected { traits.insert(.selected) }
            if !enabled { traits.insert(.notEnabled) }
            element.accessibilityTraits = traits
            elements.append(element)
        }
        for item in tree.toolbar?.buttons ?? [] { button(item.title.text, item.frame, selected: item.isSelected) }
        if let panel = tree.panel {
            for tab in panel.tabs { button(tab.title.text, tab.frame, selected: tab.isSelected) }
            for row in panel.rows { button([row.text.text, row.detail?.text].compactMap { $0 }.joined(separator: ", "), row.frame) }
            for control in panel.controls { button(control.title.text, control.frame, enabled: control.isEnabled) }
            for item in panel.menu?.items ?? [] { button(item.title.text, item.frame) }
        }
        for item in tree.formSwitcher?.items ?? [] { button(item.title.text, item.frame, selected: item.isSelected) }
        for (index, cell) in (tree.candidateBar?.cells ?? []).enumerated() {
            let element = UIAccessibilityElement(accessibilityContainer: self)
            element.accessibilityLabel = cell.wholeText ?? cell.text.text
            element.accessibilityHint = cell.note?.text
            element.accessibilityFrameInContainerSpace = CGRect(cell.frame)
            element.accessibilityTraits = index == controller.state.highlightedCandidate ? [.button, .selected] : .button
            elements.append(element)
        }
        for key in tree.keys {
            let element = UIAccessibilityElement(accessibilityContainer: self)
            element.accessibilityLabel = key.accessibilityLabel
            element.accessibilityFrameInContainerSpace = CGRect(key.frame)
            var traits: UIAccessibilityTraits = .keyboardKey
            if key.isPressed { traits.insert(.selected) }
            if !key.isEnabled { traits.insert(.notEnabled) }
            if key.action == .handwritingPad { traits.insert(.allowsDirectInteraction) }
            element.accessibilityTraits = traits
            elements.append(element)
        }
        super.accessibilityElements = elements
        return elements
    }
}
#endif
