import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether a URL's host is this machine, decided from its text alone (never by resolving it): an
/// IPv4 literal in 127.0.0.0/8, the IPv6 literal `::1`, or `localhost`. `127.0.0.1.example` is a
/// name like any other (it may resolve anywhere), so plain http with a password is never sent there.
enum LoopbackHost {
    static func contains(_ host: String) -> Bool {
        var name = host.lowercased()
        if name.hasPrefix("["), name.hasSuffix("]") { name = String(name.dropFirst().dropLast()) }
        if name == "localhost" { return true }
        var v4 = in_addr()
        if inet_pton(AF_INET, name, &v4) == 1 {
            // s_addr is in network order: its first byte in memory is the address's first number.
            return withUnsafeBytes(of: &v4) { $0[0] } == 127
        }
        var v6 = in6_addr()
        if inet_pton(AF_INET6, name, &v6) == 1 {
            return withUnsafeBytes(of: &v6) { bytes in bytes.prefix(15).allSatisfy { $0 == 0 } && bytes[15] == 1 }
        }
        return false
    }
}

/// The scheme, host and port of a URL: a redirect is followed only within one origin, so the
/// credentials never reach another host, port or scheme (and never downgrade to plain http).
struct Origin: Equatable {
    var scheme: String
    var host: String
    var port: Int

    init?(_ url: URL?) {
        guard let url, let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased() else { return nil }
        self.scheme = scheme
        self.host = host
        port = url.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : -1)
    }
}
