import Foundation
import KeyboardLayout

/// Builds render trees: layout + size + environment + state → every node to draw. A value with no state.
public struct KeyboardRenderer: Sendable {
    public init() {}

    /// Fits the layout and renders it.
    public func render(_ layout: KeyLayout, size: LayoutSize, environment: KeyboardEnvironment, state: RenderState) -> RenderTree {
        render(layout.fitted(in: size, environment: environment), language: layout.language, state: state)
    }

    /// Renders an already fitted layout (fit once per size, render on every state change).
    public func render(_ fitted: FittedLayout, language: InputMode, state: RenderState) -> RenderTree {
        let theme = state.theme
        let mode = state.mode ?? language
        let previews = state.showsKeyPreview ?? (fitted.environment.device == .phone)
        var keys: [KeyNode] = []
        keys.reserveCapacity(fitted.keys.count)
        var popups: [PopupNode] = []
        for placed in fitted.keys {
            let pressed = state.pressedKeys.contains(placed.key.id)
            let style = resolvedStyle(for: placed, theme: theme, state: state)
            keys.append(keyNode(placed, style: style, pressed: pressed, mode: mode, state: state))
            // Only keys that type a character get the preview; 9-key groups and function keys just darken.
            if pressed, previews, style.showsPopup == true, case .character = placed.key.action, state.callout?.keyID != placed.key.id,
               let text = placed.key.label(shift: state.shift, mode: mode, returnKeyType: state.returnKeyType) {
                popups.append(popup(for: placed, text: text, style: style, theme: theme, bounds: fitted.size))
            }
        }
        let callout = state.callout.flatMap { callout in
            fitted.key(id: callout.keyID).flatMap { placed in
                calloutNode(
                    callout, placed: placed, style: resolvedStyle(for: placed, theme: theme, state: state), theme: theme,
                    shift: state.shift, bounds: fitted.size)
            }
        }
        return RenderTree(
            size: fitted.size,
            backgroundColor: fitted.backgroundColor ?? theme.backgroundColor,
            candidateBar: fitted.candidateBarFrame.map { candidateBar(in: $0, state: state, theme: theme) },
            keys: keys, popups: popups, callout: callout)
    }

    /// Theme base for the role (return turns primary for action-like return key types), then layout, row and key styles.
    func resolvedStyle(for placed: PlacedKey, theme: KeyboardTheme, state: RenderState) -> KeyStyle {
        var role = placed.key.role
        if placed.key.action == .returnKey, role == .function, state.returnKeyType.isPrimary { role = .primary }
        return theme.baseStyle(for: role).merged(with: placed.style)
    }
}
