import KeyboardCore
import KeyboardLayout
import Testing
@testable import Playground

/// Issue 89: the page's status line showed Swift's description of a host request
/// (`inputForm(KeyboardCore.InputForm.chinese(…))`). Every request reads as words, and its frame
/// name is the case the page's notices are keyed by.
@Suite struct HostRequestStatusTests {
    static let requests: [HostRequest] = [
        .nextKeyboard, .dismissKeyboard, .dictation, .editPhrases, .playClick(.character),
        .keyboardFit(KeyboardFit(heightScale: 0.9, oneHanded: .left)), .keyboardFit(.standard),
    ] + InputForm.allCases.map(HostRequest.inputForm)

    @Test(arguments: requests)
    func aRequestReadsAsWords(_ request: HostRequest) {
        let text = request.statusText
        #expect(!text.isEmpty && !text.contains("KeyboardCore") && !text.contains("KeyboardLayout") && !text.contains("("), "\(text)")
        #expect(!request.frameName.contains("("), "\(request.frameName)")
    }

    @Test func theWordsSayWhatChanged() {
        #expect(HostRequest.inputForm(.chinese("zhuyin")).statusText == "switched to 注音")
        #expect(HostRequest.keyboardFit(KeyboardFit(heightScale: 0.9, oneHanded: .left)).statusText == "height 90 %, left hand")
        #expect(HostRequest.nextKeyboard.frameName == "nextKeyboard")
    }
}
