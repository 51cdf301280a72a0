import Testing
import WorkflowSchema

@Suite("The links of a schema file: messages, their receivers and actions, loads, keys, graphs", .timeLimit(.minutes(2)))
struct SchemaLinksTests {
    func links(_ xml: String) throws -> SchemaLinks {
        let schema = try #require(SchemaLoader().load(xml).schema)
        return SchemaLinks(schema)
    }

    static let navigation = """
        <workflow><navigation>
        <screen><title>Home</title>
        <view><button><title>Go</title><message>go</message></button></view>
        <actions>
            <pushController name="go"><screen><title>Inner</title>
                <view><button><title>Back</title><message>back</message></button></view>
                <actions><sendMessage name="back">done</sendMessage></actions>
            </screen></pushController>
            <sendMessage name="done">finished</sendMessage>
            <showAlert name="done">Done</showAlert>
        </actions></screen>
        <actions><showAlert name="finished">Finished</showAlert></actions>
        </navigation></workflow>
        """

    @Test("a view's message goes to the controller around it; a sendMessage's to that controller's creator")
    func receivers() throws {
        let links = try links(Self.navigation)
        let byName = Dictionary(grouping: links.sends, by: \.name.value)
        let home = try #require(links.controllers.first { $0.tag == "screen" })
        let inner = try #require(links.controllers.last { $0.tag == "screen" })
        let navigation = try #require(links.controllers.first { $0.tag == "navigation" })
        #expect(byName["go"]?.map(\.receiver) == [.controller(home)])
        #expect(byName["back"]?.map(\.receiver) == [.controller(inner)])
        #expect(byName["done"]?.map(\.receiver) == [.controller(home)])  // the inner screen's creator
        #expect(byName["finished"]?.map(\.receiver) == [.controller(navigation)])
        let done = try #require(byName["done"]?.first)
        let handlers = try #require(links.handlers(of: "done", receivedBy: done.receiver))
        #expect(handlers.map(\.action.tag) == ["sendMessage", "showAlert"])
        #expect(links.sends(answeredBy: handlers[1]).map(\.name.value) == ["done"])
        #expect(links.creator(of: inner) === home)
    }

    @Test("the root controller's sendMessage leaves the file, to the controller that loads it")
    func leavesTheFile() throws {
        let links = try links(
            "<workflow><screen><title>A</title><actions><sendMessage name=\"x\">closed</sendMessage></actions></screen></workflow>")
        #expect(links.sends.map(\.receiver) == [.creator])
        #expect(links.handlers(of: "closed", receivedBy: .creator) == nil)
    }

    @Test("loads, stored keys and graph nodes are listed with their places")
    func loadsKeysAndGraphs() throws {
        let links = try links(
            """
            <workflow><screen><title>A</title><actions>
            <loadSchema name="open"><path>b.xml</path><pushController/><showAlert>Failed</showAlert></loadSchema>
            <storeValue name="keep"><name>total</name><value>1</value></storeValue>
            <runGraph name="check"><decision name="ask"><yes>done</yes></decision><workItem name="done"/><cancelGraph name="failure">check</cancelGraph></runGraph>
            </actions></screen></workflow>
            """)
        #expect(links.loads.map(\.path.value) == ["b.xml"])
        #expect(links.loads.first?.controller?.tag == "screen")
        #expect(links.providedKeys.map(\.name).contains("total"))
        #expect(links.providedKeys.first { $0.name == "total" }?.nameRange != nil)
        #expect(links.graphNodes.map { $0.node.name } == ["ask", "done"])
        #expect(links.graphNodeReferences.map(\.name.value) == ["done"])
        #expect(links.graphCancels.map(\.value) == ["check"])
    }

    @Test("two identical screens are two receivers, each with its own action")
    func identicalScreens() throws {
        let screen =
            "<navigation><screen><title>Tab</title><view><button><title>Go</title><message>go</message></button></view>"
            + "<actions><showAlert name=\"go\">Gone</showAlert></actions></screen></navigation>"
        let links = try links("<workflow><tabs>\(screen)\(screen)</tabs></workflow>")
        #expect(links.sends.count == 2 && links.handlers.count == 2)
        #expect(links.sends[0].receiver != links.sends[1].receiver)
        #expect(links.sends(answeredBy: links.handlers[0]) == [links.sends[0]])
        #expect(links.sends(answeredBy: links.handlers[1]) == [links.sends[1]])
    }

    @Test("a descendant message reaches the last controller of that name below its sender's, not a sibling's")
    func descendantScope() throws {
        let links = try links(
            """
            <workflow><tabs>
            <navigation><screen><title>A</title><actions><sendMessage name="viewDidLoad"><message><name>refresh</name>
              <destinationType>descendant</destinationType><destinationName>list</destinationName></message></sendMessage></actions>
              </screen></navigation>
            <navigation><screen name="list"><title>B</title><actions><showAlert name="refresh">B</showAlert></actions></screen></navigation>
            </tabs></workflow>
            """)
        let send = try #require(links.sends.first { $0.name.value == "refresh" })
        #expect(send.receiver == .unknown)  // the other tab's screen is not below the sender's
        let inside = try self.links(
            """
            <workflow><navigation name="top"><screen><title>A</title><actions>
              <sendMessage name="viewDidLoad"><message><name>refresh</name><destinationType>descendant</destinationType>
              <destinationName>list</destinationName></message></sendMessage>
              <pushController name="more"><screen name="list"><title>B</title><actions><showAlert name="refresh">B</showAlert></actions></screen></pushController>
            </actions></screen></navigation></workflow>
            """)
        let reached = try #require(inside.sends.first { $0.name.value == "refresh" })
        let handlers = try #require(inside.handlers(of: "refresh", receivedBy: reached.receiver))
        #expect(handlers.map(\.action.tag) == ["showAlert"])
    }

    @Test("a controller that forwards every message passes it to its creator")
    func forwarding() throws {
        let links = try links(
            """
            <workflow><navigation><screen><title>A</title><shouldForwardAllMessages>YES</shouldForwardAllMessages>
            <view><button><title>Go</title><message>go</message></button></view></screen>
            <actions><showAlert name="go">Gone</showAlert></actions></navigation></workflow>
            """)
        let send = try #require(links.sends.first)
        #expect(links.handlers(of: "go", receivedBy: send.receiver)?.map(\.controller.tag) == ["navigation"])
    }
}
