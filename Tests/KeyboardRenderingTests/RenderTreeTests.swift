import Foundation
import KeyboardThemes
import Testing
import KeyboardCore
import KeyboardLayout
@testable import KeyboardRendering

@Suite struct RenderTreeTests {
    let library: LayoutLibrary
    let renderer = KeyboardRenderer()

    init() throws { library = try LayoutLibrary.standard() }

    /// The layout drawn with `state` in `mode` (default: the layout's language), the bar laid out as the core does.
    func tree(_ name: String, _ state: KeyboardRenderState = KeyboardRenderState(), mode: InputMode? = nil,
              environment: KeyboardEnvironment = KeyboardEnvironment()) throws -> RenderTree {
        let layout = try #require(library.layout(LayoutID(name)))
        let fitted = layout.fitted(in: StandardKeyboardSize.size(for: environment), environment: environment)
        var state = state
        state.mode = mode ?? layout.language
        state.layOut(in: fitted)
        return renderer.render(fitted, state: state)
    }

    @Test func everyPlacedKeyHasANodeWithItsFrame() throws {
        let layout = try #require(library.layout(LayoutID("pinyin-26")))
        let fitted = layout.fitted(environment: KeyboardEnvironment())
        let tree = renderer.render(fitted, state: KeyboardRenderState(mode: layout.language))
        #expect(tree.keys.map(\.id) == fitted.keys.map(\.id))
        #expect(tree.keys.map(\.frame) == fitted.keys.map(\.frame))
        #expect(tree.size == fitted.size)
        #expect(tree.candidateBar?.frame == fitted.candidateBarFrame)
    }

    @Test func labelsFollowShift() throws {
        #expect(try tree("qwerty").key(id: "q")?.texts.first?.text == "q")
        #expect(try tree("qwerty", KeyboardRenderState(shift: .once)).key(id: "q")?.texts.first?.text == "Q")
        #expect(try tree("qwerty", KeyboardRenderState(shift: .locked)).key(id: "m")?.texts.first?.text == "M")
        // Digits and the swipe-up symbol do not change.
        #expect(try tree("qwerty", KeyboardRenderState(shift: .once)).key(id: "q")?.texts.last?.text == "1")
    }

    @Test func shiftKeyIconAndFillFollowShift() throws {
        let off = try #require(try tree("qwerty").key(id: "shift"))
        let once = try #require(try tree("qwerty", KeyboardRenderState(shift: .once)).key(id: "shift"))
        let locked = try #require(try tree("qwerty", KeyboardRenderState(shift: .locked)).key(id: "shift"))
        #expect(off.icon.allSatisfy { $0.fill == nil })
        #expect(once.icon.contains { $0.fill != nil })
        #expect(locked.icon.count == 2)
        #expect(off.fill == KeyboardTheme.light.keyStyles[.function]?.backgroundColor)
        #expect(once.fill == .white)
    }

    @Test func iconsAreVectorPathsInsideTheirKeys() throws {
        let tree = try self.tree("qwerty")
        for id in ["shift", "delete", "globe"] {
            let key = try #require(tree.key(id: id))
            #expect(!key.icon.isEmpty, "\(id)")
            for shape in key.icon {
                let bounds = shape.path.controlBounds
                #expect(bounds.minX >= key.frame.minX && bounds.maxX <= key.frame.maxX, "\(id)")
                #expect(bounds.minY >= key.frame.minY && bounds.maxY <= key.frame.maxY, "\(id)")
            }
        }
        // The globe: a circle, a meridian ellipse, and the axis, equator and latitude lines.
        #expect(tree.key(id: "globe")?.icon.count == 3)
        for icon in KeyIcon.allCases {
            #expect(!icon.unitShapes.isEmpty)
            for shape in icon.unitShapes {
                let bounds = shape.path.controlBounds
                #expect(bounds.minX >= 0 && bounds.maxX <= 1 && bounds.minY >= 0 && bounds.maxY <= 1, "\(icon)")
            }
        }
    }

    @Test func globeAppearsOnlyWhenNeeded() throws {
        #expect(try tree("qwerty").key(id: "globe") != nil)
        let without = try tree("qwerty", environment: KeyboardEnvironment(needsGlobe: false))
        #expect(without.key(id: "globe") == nil)
        #expect(without.key(id: "emoji")?.icon.isEmpty == false)
    }

    @Test func returnLabelAndColourFollowTheReturnKeyType() throws {
        let plain = try #require(try tree("qwerty").key(id: "return"))
        #expect(plain.texts.first?.text == "return")
        #expect(plain.fill == KeyboardTheme.light.keyStyles[.function]?.backgroundColor)
        let send = try #require(try tree("qwerty", KeyboardRenderState(returnKeyType: .send)).key(id: "return"))
        #expect(send.texts.first?.text == "send")
        #expect(send.fill == KeyboardTheme.light.accentColor)
        #expect(send.texts.first?.color == .white)
        let chinese = try #require(try tree("pinyin-26", KeyboardRenderState(returnKeyType: .search)).key(id: "return"))
        #expect(chinese.texts.first?.text == "搜索")
        #expect(try tree("pinyin-26", KeyboardRenderState(), mode: .english).key(id: "return")?.texts.first?.text == "return")
    }

    @Test func languageToggleShowsTheActiveLanguageFirst() throws {
        #expect(try tree("pinyin-26").key(id: "zh-en")?.texts.map(\.text) == ["中", "英"])
        #expect(try tree("pinyin-26", KeyboardRenderState(), mode: .english).key(id: "zh-en")?.texts.map(\.text) == ["英", "中"])
        #expect(try tree("pinyin-26").key(id: "space")?.texts.first?.text == "空格")
    }

    @Test func pressedCharacterKeyShowsAPreviewOnPhonesOnly() throws {
        let state = KeyboardRenderState(shift: .once, pressedKeys: ["g"])
        let phone = try tree("qwerty", state)
        #expect(phone.key(id: "g")?.isPressed == true)
        let popup = try #require(phone.popups.first)
        #expect(phone.popups.count == 1)
        #expect(popup.keyID == "g" && popup.label.text == "G")
        let key = try #require(phone.key(id: "g"))
        #expect(popup.bubble.maxY < key.frame.minY)
        #expect(popup.bubble.width > key.frame.width)
        #expect(abs(popup.bubble.midX - key.frame.midX) < 0.01)
        let pad = try tree("qwerty", state, environment: KeyboardEnvironment(device: .pad))
        #expect(pad.popups.isEmpty)
        #expect(pad.key(id: "g")?.fill == KeyboardTheme.light.keyStyles[.character]?.pressedBackgroundColor)
    }

    @Test func pressedFunctionKeyHighlightsWithoutPreview() throws {
        let tree = try self.tree("qwerty", KeyboardRenderState(pressedKeys: ["delete"]))
        #expect(tree.popups.isEmpty)
        #expect(tree.key(id: "delete")?.fill == .white)
        #expect(tree.key(id: "shift")?.isPressed == false)
    }

    @Test func edgeKeyPreviewStaysOnTheKeyboard() throws {
        let tree = try self.tree("qwerty", KeyboardRenderState(pressedKeys: ["q", "p"]))
        #expect(tree.popups.count == 2)
        for popup in tree.popups {
            #expect(popup.bubble.minX >= 0 && popup.bubble.maxX <= tree.size.width && popup.bubble.minY >= 0)
        }
    }

    @Test func calloutListsAlternatesWithOneHighlighted() throws {
        let tree = try self.tree("qwerty", KeyboardRenderState(pressedKeys: ["e"], callout: KeyboardRenderState.Callout(keyID: "e", highlightedIndex: 2)))
        let callout = try #require(tree.callout)
        let key = try #require(tree.key(id: "e"))
        #expect(callout.alternates == ["e", "è", "é", "ê", "ë", "ē", "ė", "ę"])
        #expect(callout.cells.count == 8 && callout.texts.count == 8)
        #expect(callout.highlightedIndex == 2)
        #expect(callout.highlight?.fill == KeyboardTheme.light.calloutHighlightColor)
        #expect(callout.texts[2].color == KeyboardTheme.light.calloutHighlightTextColor)
        #expect(callout.texts[1].color == KeyboardTheme.light.popupTextColor)
        #expect(callout.bubble.maxY < key.frame.minY)
        #expect(callout.bubble.minX >= 0 && callout.bubble.maxX <= tree.size.width)
        for (a, b) in zip(callout.cells, callout.cells.dropFirst()) { #expect(a.maxX <= b.minX + 1e-9) }
        // While the callout is open the key shows no preview.
        #expect(tree.popups.isEmpty)
        // Shifted alternates are upper case; explicit alternates are shown as given; a key without alternates has no callout.
        #expect(try self.tree("qwerty", KeyboardRenderState(shift: .once, callout: KeyboardRenderState.Callout(keyID: "e"))).callout?.alternates.first == "E")
        #expect(try self.tree("qwerty", KeyboardRenderState(callout: KeyboardRenderState.Callout(keyID: "q", alternates: ["1", "!"]))).callout?.alternates == ["1", "!"])
        #expect(try self.tree("qwerty", KeyboardRenderState(callout: KeyboardRenderState.Callout(keyID: "q"))).callout == nil)
        #expect(try self.tree("qwerty", KeyboardRenderState(callout: KeyboardRenderState.Callout(keyID: "nope"))).callout == nil)
        #expect(try self.tree("qwerty", KeyboardRenderState(callout: KeyboardRenderState.Callout(keyID: "e", highlightedIndex: 99))).callout?.highlight == nil)
    }

    @Test func rightSideCalloutsGrowLeftward() throws {
        let tree = try self.tree("qwerty", KeyboardRenderState(callout: KeyboardRenderState.Callout(keyID: "o", highlightedIndex: 0)))
        let callout = try #require(tree.callout)
        let key = try #require(tree.key(id: "o"))
        #expect(callout.bubble.maxX >= key.frame.maxX)
        #expect(callout.bubble.minX < key.frame.minX)
        #expect(callout.bubble.maxX <= tree.size.width)
    }

    @Test func candidateBarShowsWhatFitsAndFlagsTheRest() throws {
        let few = try self.tree("pinyin-26", KeyboardRenderState(candidates: ["你好", "你"], highlightedCandidate: 0))
        let bar = try #require(few.candidateBar)
        #expect(bar.cells.map(\.text.text) == ["你好", "你"])
        #expect(!bar.hasMore && bar.chevron == nil)
        #expect(bar.cells[0].text.color == KeyboardTheme.light.candidateHighlightColor)
        #expect(bar.cells[1].text.color == KeyboardTheme.light.candidateTextColor)
        #expect(bar.candidateIndex(at: bar.cells[1].frame.center) == 1)
        #expect(bar.candidateIndex(at: LayoutPoint(x: bar.frame.maxX - 1, y: bar.frame.midY)) == nil)
        let many = try self.tree("pinyin-26", KeyboardRenderState(candidates: (0..<40).map { "候选\($0)" }))
        let full = try #require(many.candidateBar)
        #expect(full.hasMore && full.chevron != nil)
        #expect(full.cells.count < 40 && full.cells.count > 2)
        #expect(full.cells.allSatisfy { $0.frame.maxX <= full.frame.maxX - 40 + 1e-9 })
        #expect(try self.tree("pinyin-26").candidateBar?.cells.isEmpty == true)
    }

    @Test func nineKeyColumnListsPunctuationOrPinyinChoices() throws {
        let idle = try #require(try tree("pinyin-9").key(id: "candidates")?.column)
        #expect(idle.texts.map(\.text) == ["，", "。", "？", "！", "…"])
        let choosing = try #require(try tree("pinyin-9", KeyboardRenderState(columnItems: ["ni", "mi", "ni'", "yi"])).key(id: "candidates")?.column)
        #expect(choosing.texts.map(\.text) == ["ni", "mi", "ni'", "yi"])
        #expect(choosing.separators.count == 3)
        let digit = try #require(try tree("pinyin-9").key(id: "2"))
        #expect(digit.texts.map(\.text) == ["ABC", "2"])
        // 9-key groups darken when pressed instead of showing a preview.
        let pressed = try tree("pinyin-9", KeyboardRenderState(pressedKeys: ["5"]))
        #expect(pressed.popups.isEmpty)
        #expect(pressed.key(id: "5")?.fill == KeyboardTheme.light.keyStyles[.character]?.pressedBackgroundColor)
    }

    @Test func darkThemeChangesColoursNotGeometry() throws {
        let light = try tree("qwerty")
        let dark = try tree("qwerty", KeyboardRenderState(theme: .dark))
        #expect(light.keys.map(\.frame) == dark.keys.map(\.frame))
        #expect(light.backgroundColor != dark.backgroundColor)
        #expect(dark.key(id: "q")?.texts.first?.color == .white)
        #expect(dark.key(id: "q")?.fill == KeyboardTheme.dark.keyStyles[.character]?.backgroundColor)
    }

    @Test func labelsShrinkToFitNarrowKeys() throws {
        let layout = KeyLayout(id: LayoutID("narrow"), rows: [LayoutRow(items: [.key(LayoutKey(id: "long", action: .none, label: "continue to the next field"))])])
        let tree = renderer.render(layout, size: LayoutSize(width: 60, height: 100), environment: KeyboardEnvironment(), state: KeyboardRenderState())
        let text = try #require(tree.key(id: "long")?.texts.first)
        #expect(TextMetrics.estimatedWidth(of: text.text, fontSize: text.fontSize) <= 60 - 8 + 1e-9)
    }

    @Test func themesRoundTripThroughJSON() throws {
        for theme in KeyboardTheme.all {
            let data = try JSONEncoder().encode(theme)
            #expect(try JSONDecoder().decode(KeyboardTheme.self, from: data) == theme)
            #expect(String(decoding: data, as: UTF8.self).contains("\"character\""))
        }
        #expect(KeyboardTheme.named("dark") == .dark && KeyboardTheme.named("sepia") == nil)
    }
}
