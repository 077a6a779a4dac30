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

/// Issue 89: `/themes/import` took a POST from any Origin; now only the page's own host and port.
@Suite struct OriginPolicyPostTests {
    @Test func aPostComesFromThePagesOwnHostAndPort() {
        let policy = OriginPolicy(configuredHost: "127.0.0.1")
        #expect(policy.allowsPost(origin: "http://127.0.0.1:8080", host: "127.0.0.1:8080"))
        #expect(policy.allowsPost(origin: "http://[::1]:9000", host: "[::1]:9000"))
        #expect(policy.allowsPost(origin: "http://localhost", host: "localhost:80"), "the scheme's default port")
        #expect(policy.allowsPost(origin: nil, host: "127.0.0.1:8080"), "a program: browsers send an Origin with every POST")
        for (origin, host) in [("http://127.0.0.1:3000", "127.0.0.1:8080"), ("http://localhost:8080", "127.0.0.1:8080"),
                               ("http://evil.example:8080", "evil.example:8080"), ("null", "127.0.0.1:8080"),
                               ("http://127.0.0.1:8080", nil as String?)] {
            #expect(!policy.allowsPost(origin: origin, host: host), "\(origin) to \(host ?? "no Host")")
        }
    }
}
