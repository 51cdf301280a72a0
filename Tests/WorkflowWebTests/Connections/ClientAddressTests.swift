import Testing

@testable import WorkflowSessionHost
@testable import WorkflowWeb

@Suite("Who a request is from: addresses, trusted proxies, the public address")
struct ClientAddressTests {
    @Test("IPv4 and IPv6 addresses are read from text; an IPv6 client counts as its /64; anything else is nil")
    func addresses() throws {
        #expect(IPAddress("192.0.2.7")?.description == "192.0.2.7")
        #expect(IPAddress(" 192.0.2.7 ")?.clientKey == "192.0.2.7")
        #expect(IPAddress("::ffff:192.0.2.7")?.isIPv4 == true, "an IPv4-mapped address is the IPv4 address")
        let v6 = try #require(IPAddress("[2001:db8:1:2:3:4:5:6]"))
        #expect(v6.clientKey == "2001:db8:1:2::/64")
        #expect(IPAddress("2001:db8:1:2:ffff::1")?.clientKey == v6.clientKey, "one /64, one client")
        for bad in ["", "localhost", "1.2.3", "300.1.1.1", "1.2.3.4:80", "::g", String(repeating: "1", count: 100)] {
            #expect(IPAddress(bad) == nil, "\(bad)")
        }
    }

    @Test("networks: one address or a prefix; an address of the other family is never in one")
    func networks() throws {
        let private10 = try #require(TrustedProxies.Network("10.0.0.0/8"))
        #expect(private10.contains(try #require(IPAddress("10.200.3.4"))))
        #expect(!private10.contains(try #require(IPAddress("11.0.0.1"))))
        let one = try #require(TrustedProxies.Network("127.0.0.1"))
        #expect(one.contains(try #require(IPAddress("127.0.0.1"))))
        #expect(!one.contains(try #require(IPAddress("127.0.0.2"))))
        #expect(!one.contains(try #require(IPAddress("::1"))))
        let odd = try #require(TrustedProxies.Network("192.168.0.0/23"))
        #expect(odd.contains(try #require(IPAddress("192.168.1.255"))))
        #expect(!odd.contains(try #require(IPAddress("192.168.2.0"))))
        for bad in ["10.0.0.0/33", "10.0.0.0/-1", "::1/129", "proxy", "10.0.0.0/"] {
            #expect(TrustedProxies.Network(bad) == nil, "\(bad)")
        }
    }

    @Test(
        "the client behind a trusted proxy is the nearest untrusted address it names; anyone else's header is ignored")
    func forwardedFor() throws {
        let proxies = TrustedProxies([
            try #require(TrustedProxies.Network("127.0.0.1")), try #require(.init("10.0.0.0/8")),
        ])
        let proxy = IPAddress("127.0.0.1")
        let stranger = IPAddress("198.51.100.9")
        #expect(
            proxies.client(peer: stranger, forwardedFor: ["203.0.113.5"]) == stranger,
            "not a proxy: its header is its own")
        #expect(proxies.client(peer: proxy, forwardedFor: ["203.0.113.5"]) == IPAddress("203.0.113.5"))
        // A client's own header comes first (leftmost): the proxy's appended address is the one to take.
        #expect(proxies.client(peer: proxy, forwardedFor: ["1.1.1.1, 203.0.113.5"]) == IPAddress("203.0.113.5"))
        #expect(
            proxies.client(peer: proxy, forwardedFor: ["1.1.1.1", "203.0.113.5, 10.1.2.3"]) == IPAddress("203.0.113.5"))
        #expect(proxies.client(peer: proxy, forwardedFor: []) == proxy, "no header: the proxy itself")
        #expect(proxies.client(peer: proxy, forwardedFor: ["garbage, 203.0.113.5"]) == IPAddress("203.0.113.5"))
        #expect(proxies.client(peer: proxy, forwardedFor: ["garbage"]) == proxy, "a header it cannot read: the proxy")
        #expect(proxies.saysHTTPS(peer: proxy, forwardedProto: "https"))
        #expect(proxies.saysHTTPS(peer: proxy, forwardedProto: "http, HTTPS"))
        #expect(!proxies.saysHTTPS(peer: stranger, forwardedProto: "https"), "only a trusted proxy's word")
        #expect(!TrustedProxies().saysHTTPS(peer: proxy, forwardedProto: "https"))
    }

    @Test("the public address: a scheme, a host and maybe a port, and nothing else")
    func publicAddress() throws {
        let address = try #require(PublicAddress("https://App.Example.com/"))
        #expect(address.isHTTPS && address.host == "app.example.com" && address.port == nil)
        #expect(address.description == "https://app.example.com/")
        #expect(PublicAddress("http://10.0.0.5:8080")?.port == 8080)
        #expect(PublicAddress("https://[2001:db8::1]:8443/")?.host == "[2001:db8::1]")
        for bad in [
            "app.example.com", "ftp://app.example.com/", "https://app.example.com/path", "https://user@host/",
            "https://host/?q=1", "https://",
        ] {
            #expect(PublicAddress(bad) == nil, "\(bad)")
        }
        #expect(
            WorkflowWebServer.allowedHosts(host: "127.0.0.1", publicAddress: address)?.contains("app.example.com")
                == true)
        #expect(
            WorkflowWebServer.allowedHosts(host: "0.0.0.0", publicAddress: address)?.contains("app.example.com") == true
        )
        #expect(WorkflowWebServer.allowedHosts(host: "0.0.0.0") == nil)
    }

    @Test("connection limits leave files for the rest, and give one client an eighth")
    func connectionLimits() {
        let small = ConnectionLimits(fileLimit: 1_024)
        #expect(small.maximumConnections == 896)
        #expect(small.connectionsPerClient == 112)
        let large = ConnectionLimits(fileLimit: 65_536)
        #expect(large.maximumConnections == 57_344)
        #expect(ConnectionLimits(fileLimit: 10).maximumConnections == 16)
        #expect(ConnectionLimits.openFileLimit() > 0)
    }

    @Test("a client makes sessions at its rate: a burst, then one at a time, and it is told how long to wait")
    func newSessionRate() {
        let rate = ClientRate(perMinute: 6)
        let start = ContinuousClock.now
        for _ in 0..<6 { #expect(rate.take("a", now: start) == nil) }
        #expect(rate.take("a", now: start) == 10, "one making every 10 s")
        #expect(rate.take("b", now: start) == nil, "another client has its own")
        #expect(rate.take("a", now: start + .seconds(10)) == nil)
        #expect(rate.take("a", now: start + .seconds(11)) == 9)
    }

    @Test("push channel seats: per session and in all, given back when dropped")
    func pushChannelSeats() {
        let seats = PushChannelSeats(perSession: 2, total: 3)
        var held = [seats.take(for: "s1"), seats.take(for: "s1")]
        #expect(held.allSatisfy { $0 != nil })
        #expect(seats.take(for: "s1") == nil, "a third for one session")
        held.append(seats.take(for: "s2"))
        #expect(seats.take(for: "s3") == nil, "a fourth in all")
        held.removeFirst()
        #expect(seats.openCount == 2)
        #expect(seats.take(for: "s3") != nil, "a seat given back is taken again")
    }
}
