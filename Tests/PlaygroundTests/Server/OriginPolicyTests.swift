import Testing
@testable import Playground

/// Issue 16: the Origin was compared with the Host header, which a DNS-rebinding page sets to its own name.
@Suite struct OriginPolicyTests {
    @Test func loopbackNamesAndTheConfiguredHostAreAllowed() {
        let policy = OriginPolicy(configuredHost: "127.0.0.1")
        for origin in ["http://127.0.0.1:8080", "http://localhost:8080", "http://LOCALHOST", "http://[::1]:9000", "https://localhost."] {
            #expect(policy.allows(origin: origin), "\(origin)")
        }
        #expect(policy.allows(origin: nil), "a program without an Origin")
        #expect(OriginPolicy(configuredHost: "keyboard.lan").allows(origin: "http://keyboard.lan:8080"))
    }

    @Test func otherSitesRebindingNamesAndOddOriginsAreRefused() {
        let policy = OriginPolicy(configuredHost: "0.0.0.0")
        for origin in ["http://evil.example", "http://evil.example:8080", "null", "", "file://", "http://127.0.0.1.evil.example",
                       "ftp://localhost", "http://0.0.0.0:8080", "localhost", "http://localhost@evil.example"] {
            #expect(!policy.allows(origin: origin), "\(origin)")
        }
    }
}
