import Foundation
import Testing
import WorkflowRuntime

@Suite("Loading: .strings tables", .timeLimit(.minutes(2)))
struct StringsTableTests {
    private static let assets = Bundle.module.resourceURL!.appendingPathComponent("Fixtures/assets")

    private func parse(_ text: String) throws(StringsTableError) -> [String: String] {
        try StringsTable.parse(Data(text.utf8))
    }

    private func error(_ text: String) -> StringsTableError? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test("the example tables")
    func resourceFiles() throws {
        let localizable = try StringsTable.parse(
            Data(contentsOf: Self.assets.appendingPathComponent("Localizable.strings")))
        #expect(localizable == ["key_1": "value_1", "key_2": "value_2"])
        let test = try StringsTable.parse(Data(contentsOf: Self.assets.appendingPathComponent("Test.strings")))
        #expect(test == ["key_1": "test"])
    }

    @Test("comments, unquoted strings, bare keys and repeated keys")
    func syntax() throws {
        let text = """
            /* block
               comment */ "a" = "1"; // line comment
            b.c$:/-_9 = unquoted/value;
            "bare";
            "spaced"   =
              "value with = and ; inside"  ;
            "a" = "2";
            "multi" = "line one
            line two";
            """
        #expect(
            try parse(text) == [
                "a": "2", "b.c$:/-_9": "unquoted/value", "bare": "bare",
                "spaced": "value with = and ; inside", "multi": "line one\nline two",
            ])
        #expect(try parse("") == [:])
        #expect(try parse("  // nothing\n/* at all */") == [:])
    }

    @Test("escapes")
    func escapes() throws {
        let table = try parse(
            #"""
            "quote" = "say \"hi\"";
            "backslash" = "a\\b";
            "controls" = "1\n2\t3\r4";
            "unicode" = "\U00e9\u00E9\U263A";
            "pair" = "\UD83D\UDE00";
            "octal" = "\101\60";
            "other" = "\q\'";
            """#)
        #expect(table["quote"] == "say \"hi\"")
        #expect(table["backslash"] == "a\\b")
        #expect(table["controls"] == "1\n2\t3\r4")
        #expect(table["unicode"] == "éé☺")
        #expect(table["pair"] == "😀")
        #expect(table["octal"] == "A0")
        #expect(table["other"] == "q'")
    }

    @Test("UTF-16 with a byte order mark, both byte orders, and UTF-8 with one")
    func encodings() throws {
        let text = "/* é */\n\"clé\" = \"välue 😀\";\n"
        var littleEndian = Data([0xFF, 0xFE])
        var bigEndian = Data([0xFE, 0xFF])
        for unit in text.utf16 {
            littleEndian.append(contentsOf: [UInt8(unit & 0xFF), UInt8(unit >> 8)])
            bigEndian.append(contentsOf: [UInt8(unit >> 8), UInt8(unit & 0xFF)])
        }
        #expect(try StringsTable.parse(littleEndian) == ["clé": "välue 😀"])
        #expect(try StringsTable.parse(bigEndian) == ["clé": "välue 😀"])
        #expect(try StringsTable.parse(Data([0xEF, 0xBB, 0xBF]) + Data(text.utf8)) == ["clé": "välue 😀"])
    }

    @Test("errors say where and what")
    func errors() throws {
        let missingSemicolon = try #require(error("\"a\" = \"1\";\n\"b\" = \"2\"\n\"c\" = \"3\";"))
        #expect(
            missingSemicolon
                == StringsTableError(line: 2, column: 10, message: "expected \";\" after the value of \"b\""))
        #expect(missingSemicolon.description == "2:10: expected \";\" after the value of \"b\"")

        #expect(
            error("\"a\" = \"1\";\n  \"b\" = \"oops;\n")
                == StringsTableError(
                    line: 2, column: 9, message: "unterminated string: the closing quote is missing"))
        #expect(
            error("\"a\" \"1\";")
                == StringsTableError(
                    line: 1, column: 4, message: "expected \"=\" or \";\" after the key \"a\""))
        #expect(error("\"a\" = ;")?.message == "expected a value after \"=\", found \";\"")
        #expect(error("\"a\" = \"1\"")?.message == "expected \";\" after the value of \"a\"")
        #expect(
            error("/* never closed")
                == StringsTableError(
                    line: 1, column: 1, message: "unterminated comment: the closing \"*/\" is missing"))
        #expect(error("\"a\" = \"\\UD83D\";")?.column == 8)
        #expect(error("\"a\" = \"\\Uxyz\";")?.message == "expected hexadecimal digits after \\U")
        #expect(error("= \"a\";")?.message == "expected a key, found \"=\"")
    }

    @Test("bytes that are not text are refused with their position")
    func badEncoding() {
        #expect(throws: StringsTableError(line: 2, column: 3, message: "the text is not valid UTF-8")) {
            try StringsTable.parse(Data("\"a\" = \"1\";\n\"b".utf8) + Data([0xFF]))
        }
        #expect(throws: StringsTableError.self) { try StringsTable.parse(Data([0xFF, 0xFE, 0x41])) }
    }
}
