import Testing

@testable import WorkflowWeb

@Suite("The built-in script and stylesheet as served: comments and indentation left out")
struct MinifiedTextTests {
    @Test("a script loses its comments, indentation and blank lines, never a string's slashes")
    func javascript() {
        let source = """
            "use strict";
            // a whole-line comment
              const url = "http://example.com/a // b";  // a trailing comment

              const quoted = 'it\\'s // here'; // another
            const ratio = a / b / c;
            """
        #expect(
            MinifiedText.javascript(source) == """
                "use strict";
                const url = "http://example.com/a // b";
                const quoted = 'it\\'s // here';
                const ratio = a / b / c;

                """)
    }

    @Test("a stylesheet loses its comments, indentation and blank lines")
    func css() {
        let source = """
            /* A comment
               over two lines. */
            .a { content: "▸"; }

              .b {
                color: red; /* why */
              }
            """
        #expect(MinifiedText.css(source) == ".a { content: \"▸\"; }\n.b {\ncolor: red;\n}\n")
    }

    @Test("the served script and stylesheet keep every line of code and are a good deal smaller")
    func served() {
        #expect(PageScript.served.utf8.count < PageScript.source.utf8.count * 3 / 4)
        #expect(PageRenderer.servedStylesheet.utf8.count < PageRenderer.defaultStylesheet.utf8.count * 9 / 10)
        #expect(!PageScript.served.split(separator: "\n").contains { $0.hasPrefix("//") })
        #expect(PageScript.served.contains("\"use strict\";"))
        #expect(!PageRenderer.servedStylesheet.contains("/*"))
        // Every line of code survives: the last statement and the last rule.
        #expect(PageScript.served.contains("lookAgainWhileWaiting();\n})();"))
        #expect(PageRenderer.servedStylesheet.hasSuffix("}\n"))
    }
}
