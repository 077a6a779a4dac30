import Foundation

/// Drives Debian's headless Chromium through chromedriver's W3C WebDriver HTTP API, on 127.0.0.1
/// only. Starts its own chromedriver on a free port and kills it in `quit()`; every request and
/// wait has a deadline, so a stuck browser fails a test instead of hanging it.
final class WebDriver: @unchecked Sendable {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static let chromium = "/usr/bin/chromium"
    static let chromedriver = "/usr/bin/chromedriver"

    /// Whether the browser and its driver are installed (`apt-get install chromium chromium-driver`).
    static var isAvailable: Bool {
        FileManager.default.isExecutableFile(atPath: chromium) && FileManager.default.isExecutableFile(atPath: chromedriver)
    }

    private let process: Process
    private let port: Int
    private var sessionID = ""
    /// Chromium's profile folder, unique to this driver: it names this browser's processes.
    private let profile = FileManager.default.temporaryDirectory.appendingPathComponent("shurufa-chromium-\(UUID().uuidString)")

    /// Starts chromedriver and a headless Chromium with a window of `width` × `height` CSS pixels;
    /// `phone` emulates a phone of that size (touch events, a mobile viewport and user agent).
    init(width: Int = 1120, height: Int = 1120, phone: Bool = false) async throws {
        guard Self.isAvailable else {
            throw Failure(description: "Chromium is not installed: run `apt-get install -y chromium chromium-driver` (bash .ci/run does)")
        }
        (process, port) = try await Self.launchDriver()
        let capabilities: [String: Any] = [
            "capabilities": [
                "alwaysMatch": [
                    "browserName": "chrome",
                    "goog:chromeOptions": [
                        "binary": Self.chromium,
                        "args": [
                            "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                            "--window-size=\(width),\(height)", "--force-device-scale-factor=1", "--hide-scrollbars",
                            "--no-first-run", "--no-default-browser-check", "--disable-extensions", "--lang=zh-CN",
                            "--proxy-server=direct://", "--proxy-bypass-list=*", "--user-data-dir=\(profile.path)",
                        ],
                    ].merging(phone ? ["mobileEmulation": Self.phoneEmulation(width: width, height: height)] : [:]) { $1 } as [String: Any],
                ] as [String: Any]
            ]
        ]
        do {
            let value = try await command("POST", "/session", capabilities, session: false)
            guard let id = (value as? [String: Any])?["sessionId"] as? String else {
                throw Failure(description: "chromedriver returned no session id: \(String(describing: value))")
            }
            sessionID = id
        } catch {
            await quit()
            throw error
        }
    }

    /// Chromium's emulation of a phone `width` × `height` CSS pixels: touch, a mobile viewport, an iPhone's user agent.
    private static func phoneEmulation(width: Int, height: Int) -> [String: Any] {
        [
            "deviceMetrics": ["width": width, "height": height, "pixelRatio": 1, "touch": true, "mobile": true] as [String: Any],
            "userAgent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148",
        ]
    }

    /// Starts chromedriver on a port of its choosing. With `--port=0` it picks a port free for
    /// IPv6 and may find it taken for IPv4 ("IPv4 port not available. Exiting..."): it is
    /// started again then, up to five times.
    private static func launchDriver() async throws -> (Process, Int) {
        var attempt = 0
        while true {
            attempt += 1
            let process = Process()
            process.executableURL = URL(fileURLWithPath: Self.chromedriver)
            process.arguments = ["--port=0", "--log-level=SEVERE"]  // only local connections by default
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = FileHandle.nullDevice
            try process.run()
            do {
                // chromedriver prints "… started successfully on port N." once listening.
                return (process, try await readPort(from: pipe.fileHandleForReading, deadline: .now + 20))
            } catch let failure as Failure where attempt < 5 && failure.description.contains("port not available") {
                if process.isRunning { process.terminate() }
                continue
            }
        }
    }

    private static func readPort(from handle: FileHandle, deadline: Date) async throws -> Int {
        var output = ""
        while Date() < deadline {
            let data = handle.availableData
            if data.isEmpty { throw Failure(description: "chromedriver exited: \(output)") }
            output += String(decoding: data, as: UTF8.self)
            if let range = output.range(of: #"started successfully on port (\d+)"#, options: .regularExpression) {
                let digits = output[range].split(separator: " ").last.map(String.init) ?? ""
                if let port = Int(digits) { return port }
            }
        }
        throw Failure(description: "chromedriver did not start: \(output)")
    }

    /// Ends the browser session and kills chromedriver.
    func quit() async {
        if !sessionID.isEmpty { _ = try? await command("DELETE", "", nil) }
        sessionID = ""
        if process.isRunning {
            // Foundation's waitUntilExit can hang on Linux; poll briefly, then make sure.
            process.terminate()
            for _ in 0..<40 where process.isRunning { try? await Task.sleep(for: .milliseconds(25)) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
        killBrowserProcesses()
        try? FileManager.default.removeItem(at: profile)
    }

    /// Kills what is left of this driver's Chromium (found by its unique profile folder), so a
    /// failed test leaves no browser behind.
    private func killBrowserProcesses() {
        let marker = "--user-data-dir=" + profile.path
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return }
        for entry in entries {
            guard let pid = Int32(entry),
                let cmdline = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline"),
                String(decoding: cmdline, as: UTF8.self).contains(marker)
            else { continue }
            kill(pid, SIGKILL)
        }
    }

    // MARK: Commands

    @discardableResult
    func command(_ method: String, _ path: String, _ body: Any?, session: Bool = true) async throws -> Any? {
        let fullPath = (session ? "/session/\(sessionID)" : "") + path
        let payload: Data? = try body.map { try JSONSerialization.data(withJSONObject: $0) } ?? (method == "POST" ? Data("{}".utf8) : nil)
        let data = try await LoopbackHTTP.request(port: port, method: method, path: fullPath, body: payload)
        let json = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        let value = (json as? [String: Any])?["value"]
        if let error = value as? [String: Any], let kind = error["error"] as? String {
            throw Failure(description: "WebDriver \(method) \(path): \(kind): \(error["message"] ?? "")")
        }
        return value is NSNull ? nil : value
    }

    func navigate(to url: URL) async throws {
        try await command("POST", "/url", ["url": url.absoluteString])
    }

    /// Runs JavaScript in the page (`return …` gives a value).
    @discardableResult
    func script(_ source: String, _ arguments: [Any] = []) async throws -> Any? {
        try await command("POST", "/execute/sync", ["script": source, "args": arguments])
    }

    /// The ids of the elements matching a CSS selector.
    func elements(_ selector: String) async throws -> [String] {
        let value = try await command("POST", "/elements", ["using": "css selector", "value": selector])
        return (value as? [[String: Any]] ?? []).compactMap { $0.values.first as? String }
    }

    /// The first element matching `selector`, waiting up to `timeout` seconds for it.
    func element(_ selector: String, timeout: Double = 10) async throws -> String {
        let deadline = Date() + timeout
        while true {
            if let id = try await elements(selector).first { return id }
            guard Date() < deadline else { throw Failure(description: "no element matches \(selector) after \(timeout) s") }
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    func click(_ element: String) async throws {
        try await command("POST", "/element/\(element)/click", nil)
    }

    func text(_ element: String) async throws -> String {
        try await command("GET", "/element/\(element)/text", nil) as? String ?? ""
    }

    func attribute(_ element: String, _ name: String) async throws -> String? {
        try await command("GET", "/element/\(element)/attribute/\(name)", nil) as? String
    }

    /// Presses the mouse on the centre of the element matching `selector`, holds it `milliseconds`, releases it.
    func hold(_ selector: String, milliseconds: Int) async throws {
        try await pointerActions([moveToCentre(of: selector), ["type": "pointerDown", "button": 0]])
        try await Task.sleep(for: .milliseconds(milliseconds))
        try await pointerActions([["type": "pointerUp", "button": 0]])
    }

    /// Touches the centre of the element matching `selector` with a finger, holds it `milliseconds`
    /// without moving and lifts it, in one action sequence (a finger's lift must be in its press's).
    func touchHold(_ selector: String, milliseconds: Int) async throws {
        try await pointerActions(
            [moveToCentre(of: selector), ["type": "pointerDown", "button": 0], ["type": "pause", "duration": milliseconds],
             ["type": "pointerUp", "button": 0]], pointerType: "touch")
    }

    /// A finger held on the centre of the element matching `selector` for `milliseconds`, slid to the
    /// viewport point (`x`, `y`) and lifted there: one action sequence, since chromedriver does not
    /// carry a held finger from one sequence into the next.
    func touchHold(_ selector: String, milliseconds: Int, thenSlideToX x: Int, y: Int) async throws {
        try await pointerActions(
            [moveToCentre(of: selector), ["type": "pointerDown", "button": 0], ["type": "pause", "duration": milliseconds],
             ["type": "pointerMove", "origin": "viewport", "x": x, "y": y, "duration": 100], ["type": "pointerUp", "button": 0]],
            pointerType: "touch")
    }

    /// Presses a pointer (a mouse, or a finger with `touch`) on the centre of the element matching
    /// `selector` and keeps it down (`slide(to:)` and `release` go on with it).
    func press(_ selector: String, touch: Bool = false) async throws {
        try await pointerActions([moveToCentre(of: selector), ["type": "pointerDown", "button": 0]], pointerType: touch ? "touch" : "mouse")
    }

    /// Slides the pointer pressed by `press` to the viewport point (`x`, `y`) over `milliseconds`
    /// and lifts it there (one sequence: a finger's lift in a later one would land elsewhere).
    func slide(toX x: Int, y: Int, milliseconds: Int = 100, touch: Bool = false) async throws {
        try await pointerActions(
            [["type": "pointerMove", "origin": "viewport", "x": x, "y": y, "duration": milliseconds], ["type": "pointerUp", "button": 0]],
            pointerType: touch ? "touch" : "mouse")
    }

    /// Taps the centre of the element matching `selector` twice in one action sequence: the
    /// browser plays both taps at once, so the gap between them does not depend on two HTTP
    /// round trips to chromedriver (a loaded machine made two clicks miss a 0.3 s double tap).
    func doubleTap(_ selector: String) async throws {
        let tap: [[String: Any]] = [["type": "pointerDown", "button": 0], ["type": "pointerUp", "button": 0]]
        try await pointerActions([try await moveToCentre(of: selector)] + tap + [["type": "pause", "duration": 50]] + tap)
    }

    /// A pointer move to the centre of the element matching `selector`, scrolled into view first
    /// when it lies outside the window (as WebDriver's own element click does).
    private func moveToCentre(of selector: String) async throws -> [String: Any] {
        let center = try await script(
            "const e = document.querySelector(arguments[0]); const b = e.getBoundingClientRect();"
                + "if (b.bottom > innerHeight || b.top < 0 || b.right > innerWidth || b.left < 0) e.scrollIntoView({block: 'center', inline: 'center'});"
                + "const r = e.getBoundingClientRect();"
                + "return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];",
            [selector]) as? [Int] ?? []
        guard center.count == 2 else { throw Failure(description: "cannot find the centre of \(selector)") }
        return ["type": "pointerMove", "origin": "viewport", "x": center[0], "y": center[1], "duration": 0]
    }

    /// Taps the viewport point (`x`, `y`) with a mouse, or a finger with `touch`, and lifts it there.
    func tap(atX x: Int, y: Int, touch: Bool = false) async throws {
        try await pointerActions(
            [["type": "pointerMove", "origin": "viewport", "x": x, "y": y, "duration": 0], ["type": "pointerDown", "button": 0],
             ["type": "pointerUp", "button": 0]], pointerType: touch ? "touch" : "mouse")
    }

    /// Touches the centre of the element matching `selector` with a finger and lifts it (touch events, as on a phone).
    func touchTap(_ selector: String) async throws {
        try await pointerActions(
            [moveToCentre(of: selector), ["type": "pointerDown", "button": 0], ["type": "pointerUp", "button": 0]], pointerType: "touch")
    }

    /// Performs one pointer's action sequence (W3C pointer actions), a mouse unless told otherwise.
    private func pointerActions(_ actions: [[String: Any]], pointerType: String = "mouse") async throws {
        let source: [String: Any] = ["type": "pointer", "id": pointerType == "mouse" ? "finger" : "touch-finger", "parameters": ["pointerType": pointerType], "actions": actions]
        try await command("POST", "/actions", ["actions": [source]])
    }

    /// Types text with the keyboard into the focused page (W3C key actions).
    func typeKeys(_ keys: String) async throws {
        var actions: [[String: Any]] = []
        for character in keys {
            actions.append(["type": "keyDown", "value": String(character)])
            actions.append(["type": "keyUp", "value": String(character)])
        }
        try await command("POST", "/actions", ["actions": [["type": "key", "id": "keyboard", "actions": actions]]])
    }

    /// A PNG screenshot of one element (its bounding box).
    func screenshot(of element: String) async throws -> Data {
        guard let base64 = try await command("GET", "/element/\(element)/screenshot", nil) as? String, let data = Data(base64Encoded: base64) else {
            throw Failure(description: "the element screenshot was not base64 PNG")
        }
        return data
    }

    /// A PNG screenshot of the viewport.
    func screenshot() async throws -> Data {
        guard let base64 = try await command("GET", "/screenshot", nil) as? String, let data = Data(base64Encoded: base64) else {
            throw Failure(description: "the screenshot was not base64 PNG")
        }
        return data
    }

    /// Waits until `condition` (JavaScript returning a boolean) holds, up to `timeout` seconds.
    func wait(until condition: String, timeout: Double = 60, _ what: String) async throws {
        let deadline = Date() + timeout
        while true {
            if try await script("return !!(\(condition));") as? Bool == true { return }
            guard Date() < deadline else {
                let state = try? await script("return JSON.stringify({text: document.getElementById('document').dataset.text, status: document.getElementById('status').textContent, errors: window.shurufa && window.shurufa.errors});")
                throw Failure(description: "timed out after \(timeout) s waiting for \(what); page: \(state ?? "?")")
            }
            try await Task.sleep(for: .milliseconds(50))
        }
    }
}
