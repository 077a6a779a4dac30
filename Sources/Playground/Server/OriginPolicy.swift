import Foundation

/// Which pages may open a WebSocket to the playground: an allow-list of loopback names and the
/// host the server was configured with, compared with the Origin's host alone. The old check
/// compared Origin with the request's Host, which a DNS-rebinding page controls (both were its own
/// name), so it let that page drive the keyboard.
public struct OriginPolicy: Sendable, Equatable {
    /// Host names (lowercased, IPv6 without brackets) an Origin may carry.
    public let allowedHosts: Set<String>

    /// The loopback names, plus `configuredHost` unless it is a wildcard address.
    public init(configuredHost: String) {
        var hosts: Set<String> = ["localhost", "127.0.0.1", "::1"]
        let configured = Self.normalised(configuredHost)
        if !["0.0.0.0", "::", ""].contains(configured) { hosts.insert(configured) }
        allowedHosts = hosts
    }

    /// Whether a request with this Origin header may upgrade. No Origin (a program, not a page) may;
    /// `null`, an unparsable Origin, or a host off the list may not.
    public func allows(origin: String?) -> Bool {
        guard let origin else { return true }
        guard let components = URLComponents(string: origin), let scheme = components.scheme?.lowercased(),
              scheme == "http" || scheme == "https", let host = components.host, !host.isEmpty
        else { return false }
        return allowedHosts.contains(Self.normalised(host))
    }

    /// Whether a POST that changes the server's state (`/themes/import`) may: from the page's own
    /// origin only, an allowed host whose name and port are those the request was sent to (its
    /// `Host`), so a page on another port of this machine (`http://localhost:3000`) or another
    /// site is refused. No Origin is a program's request, allowed as the WebSocket's are: every
    /// browser sends one with a POST, so no page can post without it.
    public func allowsPost(origin: String?, host: String?) -> Bool {
        guard let origin else { return true }
        guard allows(origin: origin), let components = URLComponents(string: origin), let originHost = components.host,
              let host, let target = URLComponents(string: "\(components.scheme ?? "http")://\(host)"), let targetHost = target.host
        else { return false }
        let defaultPort = components.scheme?.lowercased() == "https" ? 443 : 80
        return Self.normalised(originHost) == Self.normalised(targetHost)
            && (components.port ?? defaultPort) == (target.port ?? defaultPort)
    }

    private static func normalised(_ host: String) -> String {
        var host = host.lowercased()
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        if host.hasSuffix(".") { host.removeLast() }
        return host
    }
}
