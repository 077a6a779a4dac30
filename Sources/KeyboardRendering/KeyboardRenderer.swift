import Foundation
import KeyboardCore
import KeyboardLayout
import KeyboardThemes

/// Builds render trees from KeyboardCore's one render state: fitted layout + `KeyboardRenderState`
/// → every node to draw. A value with no state. Hosts call `render(_:)` with their controller.
public struct KeyboardRenderer: Sendable {
    /// A renderer; it keeps nothing between frames, so one can be shared or made per frame.
    public init() {}

    /// The frame a controller shows now: its fitted layout drawn with its render state. The entry
    /// point for hosts (the playground, the iOS view): they draw the tree, never convert state.
    public func render(_ controller: KeyboardController) -> RenderTree {
        render(controller.fittedLayout, state: controller.renderState)
    }

    /// Fits the layout and renders it (previews, snapshots).
    public func render(_ layout: KeyLayout, size: LayoutSize, environment: KeyboardEnvironment, state: KeyboardRenderState) -> RenderTree {
        render(layout.fitted(in: size, environment: environment), state: state)
    }

    /// Renders an already fitted layout with `state` as it is: the candidate bar and grid, the toolbar
    /// and the open panel are drawn at the frames the state carries. While the grid or a panel is
    /// open it covers the keys, which are not drawn.
    public func render(_ fitted: FittedLayout, state: KeyboardRenderState) -> RenderTree {
        let theme = state.theme
        let context = Context(state: state, theme: theme)
        let previews = state.showsKeyPreview ?? (fitted.environment.device == .phone)
        var keys: [KeyNode] = []
        var popups: [PopupNode] = []
        let grid = state.candidateGrid.map { candidateGrid($0, area: fitted.keysArea, context: context) }
        let panel = state.screen.panel.map { self.panel($0, context: context) }
        let coversKeys = grid != nil || panel != nil
        if !coversKeys {
            keys.reserveCapacity(fitted.keys.count)
            for placed in fitted.keys {
                let pressed = state.pressedKeys.contains(placed.key.id)
                let style = resolvedStyle(for: placed, context: context)
                keys.append(keyNode(placed, style: style, pressed: pressed, context: context))
                // Only keys that type a character get the preview; 9-key groups and function keys just darken.
                if pressed, previews, style.showsPopup == true, case .character = placed.key.action, state.callout?.keyID != placed.key.id,
                   let text = placed.key.label(shift: state.shift, mode: state.mode, returnKeyType: state.returnKeyType) {
                    popups.append(popup(for: placed, text: text, style: style, theme: theme, bounds: fitted.size))
                }
            }
        }
        let callout = coversKeys ? nil : state.callout.flatMap { callout in
            fitted.key(id: callout.keyID).flatMap { placed in
                calloutNode(
                    callout, placed: placed, style: resolvedStyle(for: placed, context: context), theme: theme,
                    shift: state.shift, bounds: fitted.size)
            }
        }
        return RenderTree(
            size: fitted.size,
            backgroundColor: fitted.backgroundColor ?? theme.backgroundColor,
            candidateBar: fitted.candidateBarFrame.map { frame in
                candidateBar(state.candidateBar ?? CandidateBarLayout(candidates: [], in: frame), context: context)
            },
            candidateGrid: grid, keys: keys, popups: popups, callout: callout,
            candidateMenu: state.candidateMenu.map { candidateMenu($0, context: context) },
            ink: coversKeys ? nil : state.ink.map { inkNode($0, context: context) },
            toolbar: state.screen.toolbar.map { toolbar($0, context: context) }, panel: panel,
            gestureTrail: coversKeys ? nil : state.gestureTrail.map { gestureTrailNode($0, context: context) },
            formSwitcher: state.screen.formSwitcher.map { formSwitcher($0, context: context) })
    }

    /// The state and its resolved theme, handed to each node builder.
    struct Context {
        var state: KeyboardRenderState
        var theme: KeyboardTheme
    }

    /// Theme base for the role (return turns primary for action-like return key types), then layout, row and key styles.
    func resolvedStyle(for placed: PlacedKey, context: Context) -> KeyStyle {
        var role = placed.key.role
        if placed.key.action == .returnKey, role == .function, context.state.returnKeyType.isPrimary, context.state.isReturnKeyEnabled {
            role = .primary
        }
        return context.theme.baseStyle(for: role, keyID: placed.key.id).merged(with: placed.style)
    }
}
