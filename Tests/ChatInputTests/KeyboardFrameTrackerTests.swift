import ChatInput
import KeyboardLayout
import Testing

/// The keyboard-frame cases of WWDC 2017 session 242 ("The Keyboard Made Easy"), as tables.
struct KeyboardFrameTrackerTests {
    static let phone = LayoutRect(x: 0, y: 0, width: 375, height: 667)
    static let phoneLandscape = LayoutRect(x: 0, y: 0, width: 667, height: 375)
    static let pad = LayoutRect(x: 0, y: 0, width: 768, height: 1024)
    static let docked = LayoutRect(x: 0, y: 407, width: 375, height: 260)
    static let offscreen = LayoutRect(x: 0, y: 667, width: 375, height: 260)

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var screen: LayoutRect
        var view: LayoutRect
        var notifications: [KeyboardNotification]
        var overlap: Double
        var testDescription: String { name }
    }

    static func note(_ name: KeyboardNotification.Name, _ frame: LayoutRect) -> KeyboardNotification {
        KeyboardNotification(name: name, frameEnd: frame)
    }

    static let cases: [Case] = [
        Case(name: "docked, full-screen view", screen: phone, view: phone,
             notifications: [note(.willShow, docked), note(.didShow, docked)], overlap: 260),
        Case(name: "docked, view in a sheet ending above the screen's bottom", screen: phone,
             view: LayoutRect(x: 0, y: 100, width: 375, height: 500), notifications: [note(.willShow, docked)], overlap: 193),
        Case(name: "docked, view entirely above the keyboard", screen: phone,
             view: LayoutRect(x: 0, y: 0, width: 375, height: 400), notifications: [note(.willShow, docked)], overlap: 0),
        Case(name: "no notification yet", screen: phone, view: phone, notifications: [], overlap: 0),
        Case(name: "hidden: will hide to off screen", screen: phone, view: phone,
             notifications: [note(.willShow, docked), note(.willHide, offscreen), note(.didHide, offscreen)], overlap: 0),
        Case(name: "change frame alone while hidden does not show", screen: phone, view: phone,
             notifications: [note(.willHide, offscreen), note(.willChangeFrame, docked)], overlap: 0),
        Case(name: "last Show wins over an earlier Hide", screen: phone, view: phone,
             notifications: [note(.willHide, offscreen), note(.willShow, docked), note(.didChangeFrame, docked)], overlap: 260),
        Case(name: "last Hide wins over an earlier Show", screen: phone, view: phone,
             notifications: [note(.willShow, docked), note(.didShow, docked), note(.willHide, docked)], overlap: 0),
        Case(name: "height change (QuickType bar) tracked by change frame", screen: phone, view: phone,
             notifications: [note(.willShow, docked), note(.willChangeFrame, LayoutRect(x: 0, y: 451, width: 375, height: 216))], overlap: 216),
        Case(name: "hardware keyboard: only the shortcut bar", screen: pad, view: pad,
             notifications: [note(.willShow, LayoutRect(x: 0, y: 969, width: 768, height: 55))], overlap: 55),
        Case(name: "iPad undocked: keyboard above the bottom edge", screen: pad, view: pad,
             notifications: [note(.willShow, LayoutRect(x: 0, y: 1024 - 264, width: 768, height: 264)),
                             note(.willChangeFrame, LayoutRect(x: 0, y: 500, width: 768, height: 264))], overlap: 0),
        Case(name: "iPad split: Hide posted, frame still on screen", screen: pad, view: pad,
             notifications: [note(.willShow, LayoutRect(x: 0, y: 760, width: 768, height: 264)),
                             note(.willHide, LayoutRect(x: 0, y: 560, width: 768, height: 216))], overlap: 0),
        Case(name: "iPad floating keyboard: narrow, not full width", screen: pad, view: pad,
             notifications: [note(.willShow, LayoutRect(x: 200, y: 774, width: 320, height: 250))], overlap: 0),
        Case(name: "iPad redocked after undocking", screen: pad, view: pad,
             notifications: [note(.willChangeFrame, LayoutRect(x: 0, y: 500, width: 768, height: 264)),
                             note(.willShow, LayoutRect(x: 0, y: 760, width: 768, height: 264))], overlap: 264),
        Case(name: "iPad Split View: our window on the right half", screen: pad,
             view: LayoutRect(x: 438, y: 0, width: 330, height: 1024),
             notifications: [note(.willShow, LayoutRect(x: 0, y: 760, width: 768, height: 264))], overlap: 264),
        Case(name: "rotation to landscape: new frame in the rotated screen", screen: phoneLandscape, view: phoneLandscape,
             notifications: [note(.willShow, docked), note(.willChangeFrame, LayoutRect(x: 0, y: 175, width: 667, height: 200))], overlap: 200),
        Case(name: "rotation: the portrait frame no longer fits the landscape screen", screen: phoneLandscape, view: phoneLandscape,
             notifications: [note(.willShow, docked)], overlap: 0),
    ]

    @Test(arguments: cases)
    func overlap(_ c: Case) {
        var tracker = KeyboardFrameTracker()
        for n in c.notifications { tracker.receive(n) }
        #expect(tracker.overlap(with: c.view, screen: c.screen) == c.overlap)
    }

    @Test func theAnimationDurationIsTheLastNotifications() {
        var tracker = KeyboardFrameTracker()
        tracker.receive(KeyboardNotification(name: .willShow, frameEnd: Self.docked, animationDuration: 0.4))
        #expect(tracker.animationDuration == 0.4)
        tracker.receive(KeyboardNotification(name: .willHide, frameEnd: Self.offscreen, animationDuration: 0))
        #expect(tracker.animationDuration == 0)
    }

    @Test func onlyShowAndHideDecideVisibility() {
        #expect(KeyboardNotification.Name.allCases.filter { $0.visibility == true } == [.willShow, .didShow])
        #expect(KeyboardNotification.Name.allCases.filter { $0.visibility == false } == [.willHide, .didHide])
    }
}
