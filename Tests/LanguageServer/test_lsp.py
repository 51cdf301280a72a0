"""`wfs lsp` driven as an editor drives it, through pytest-lsp: open, type, ask, apply."""

import subprocess

from lsprotocol import types

from conftest import apply_edits, complete, insert, open_document, position_of, read_names, wait_for_diagnostics, WFS

MISTAKES = """<workflow>
    <screen>
        <titel>Home</titel>
        <view>
            <button>
                <title>Save</title>
                <message>sav</message>
            </button>
        </view>
        <actions>
            <showAlert name="save">Saved</showAlert>
        </actions>
    </screen>
</workflow>
"""


def change(client, uri, version, text):
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)],
        )
    )


async def test_diagnostics_with_codes_positions_notes_and_links(client, folder):
    path = folder / "mistakes.xml"
    path.write_text(MISTAKES)
    uri = path.as_uri()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="xml", version=1, text=MISTAKES)
        )
    )
    diagnostics = await wait_for_diagnostics(client, uri, 1)
    by_code = {d.code: d for d in diagnostics}
    assert set(by_code) == {"WFS0201"}, [d.message for d in diagnostics]
    unknown = by_code["WFS0201"]
    assert unknown.range.start == position_of(MISTAKES, "<titel>")
    assert unknown.severity == types.DiagnosticSeverity.Error
    assert "did you mean <title>?" in unknown.message
    assert unknown.code_description.href.endswith("DIAGNOSTICS.md#wfs0201-unknown-parameter")
    assert unknown.source == "wfs"

    # Fixing the tag uncovers the whole-flow check: the message nothing handles.
    fixed_tag = MISTAKES.replace("titel", "title")
    change(client, uri, 2, fixed_tag)
    diagnostics = await wait_for_diagnostics(client, uri, 2)
    assert [d.code for d in diagnostics] == ["WFS0500", "WFS0506"]
    unhandled, unreachable = diagnostics
    assert unhandled.range.start == position_of(fixed_tag, "sav<")
    assert unhandled.severity == types.DiagnosticSeverity.Warning
    assert "did you mean 'save'?" in unhandled.message
    assert unhandled.related_information[0].location.range.start == position_of(fixed_tag, "<screen>")
    assert unreachable.range.start == position_of(fixed_tag, '<showAlert name="save">')

    change(client, uri, 3, fixed_tag.replace(">sav<", ">save<"))
    assert list(await wait_for_diagnostics(client, uri, 3)) == []


async def test_incremental_changes_while_typing_keep_the_text(client, folder):
    path = folder / "typed.xml"
    text = "<workflow>\n    <screen>\n        <title>Hi</title>\n    </screen>\n</workflow>\n"
    path.write_text(text)
    uri = await open_document(client, path)
    # Type `<label>Typed</label>` after the title, one character at a time.
    typed = "<label>Typed</label>"
    start = position_of(text, "</title>", offset=len("</title>"))
    for index, character in enumerate(typed):
        at = types.Position(line=start.line, character=start.character + index)
        client.text_document_did_change(
            types.DidChangeTextDocumentParams(
                text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2 + index),
                content_changes=[
                    types.TextDocumentContentChangePartial(range=types.Range(start=at, end=at), text=character)
                ],
            )
        )
    last = 1 + len(typed)
    diagnostics = await wait_for_diagnostics(client, uri, last)
    # The last version checked is the whole text as typed: a label in the screen's view, no problem.
    assert list(diagnostics) == []
    formatted = await client.text_document_formatting_async(
        types.DocumentFormattingParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            options=types.FormattingOptions(tab_size=4, insert_spaces=True),
        )
    )
    assert formatted[0].new_text == (
        "<workflow>\n    <screen>\n        <title>Hi</title>\n        <label>Typed</label>\n    </screen>\n</workflow>\n"
    )


async def test_completion_inside_a_button(client, folder):
    text = (folder / "home.xml").read_text()
    typing = text.replace("<title>Details</title>", "<title>Details</title>\n                        <")
    path = folder / "home.xml"
    uri = await open_document(client, path, typing)
    result = await complete(client, uri, position_of(typing, "<\n", offset=1))
    labels = [item.label for item in result.items]
    assert {"image", "message", "accessibilityLabel"} <= set(labels)
    assert "title" not in labels  # written already, and a button has one
    assert {"tapGesture", "longPressGesture"} <= set(labels)  # a button's default: gestures
    assert "screen" not in labels and "showAlert" not in labels
    message = next(item for item in result.items if item.label == "message")
    assert "parameter of <button>" in message.detail


async def test_completion_inside_unclosed_tags(client, folder):
    path = folder / "new.xml"
    typing = "<workflow>\n    <screen>\n        <view>\n            <button "
    uri = await open_document(client, path, typing)
    result = await complete(client, uri, position_of(typing, "<button ", offset=len("<button ")))
    assert {"name", "class", "keyPath", "conditional"} <= {item.label for item in result.items}

    # Nothing closed yet: the tags valid in the <view> parameter of <screen>.
    typing = "<workflow>\n    <screen>\n        <view>\n            <bu"
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=typing)],
        )
    )
    end = position_of(typing, "<bu", offset=3)
    result = await complete(client, uri, end)
    labels = {item.label for item in result.items}
    assert {"button", "label", "container", "textField"} <= labels
    assert "title" not in labels  # a parameter of <screen>, not of <view>
    button = next(item for item in result.items if item.label == "button")
    assert button.text_edit.range.start == position_of(typing, "<bu", offset=1)
    assert button.text_edit.range.end == end


async def test_completion_of_message_names_words_and_paths(client, folder):
    path = folder / "home.xml"
    text = path.read_text()
    uri = await open_document(client, path)
    in_message = position_of(text, "<message>save</message>", offset=len("<message>"))
    result = await complete(client, uri, in_message)
    assert {"showDetails", "save", "detailsClosed"} <= {item.label for item in result.items}

    in_path = position_of(text, "<path>details.xml", offset=len("<path>"))
    result = await complete(client, uri, in_path)
    assert [item.label for item in result.items if item.kind == types.CompletionItemKind.File] == ["details.xml"]

    in_key_path = position_of(text, 'keyPath="schema"', offset=len('keyPath="'))
    result = await complete(client, uri, in_key_path)
    assert {"schema", "path", "error"} <= {item.label for item in result.items}
    assert "savedAt" not in {item.label for item in result.items}  # stored after the cursor


async def test_hover_on_a_tag_and_on_a_message(client, folder):
    path = folder / "home.xml"
    text = path.read_text()
    uri = await open_document(client, path)
    hover = await client.text_document_hover_async(
        types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=uri), position=position_of(text, "<button>", offset=2)
        )
    )
    assert "**<button>**" in hover.contents.value and "sends a message when tapped" in hover.contents.value
    hover = await client.text_document_hover_async(
        types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            position=position_of(text, "showDetails</message>", offset=3),
        )
    )
    assert 'handled by `<loadSchema name="showDetails">` of `<screen>`' in hover.contents.value


async def test_definition_from_a_message_to_its_action_in_another_file(client, folder):
    details = folder / "details.xml"
    text = details.read_text()
    uri = await open_document(client, details)
    result = await client.text_document_definition_async(
        types.DefinitionParams(
            text_document=types.TextDocumentIdentifier(uri=uri), position=position_of(text, "detailsClosed", offset=4)
        )
    )
    home_text = (folder / "home.xml").read_text()
    assert len(result) == 1
    assert result[0].uri == (folder / "home.xml").as_uri()
    assert result[0].range.start == position_of(home_text, 'name="detailsClosed"', offset=len('name="'))
    assert result[0].range.end == position_of(home_text, 'name="detailsClosed"', offset=len('name="detailsClosed'))

    # And back: from the action to the message that reaches it, from the path to its file.
    home_uri = await open_document(client, folder / "home.xml")
    result = await client.text_document_definition_async(
        types.DefinitionParams(
            text_document=types.TextDocumentIdentifier(uri=home_uri),
            position=position_of(home_text, 'name="detailsClosed"', offset=8),
        )
    )
    assert [(location.uri, location.range.start) for location in result] == [
        (uri, position_of(text, "detailsClosed"))
    ]
    result = await client.text_document_definition_async(
        types.DefinitionParams(
            text_document=types.TextDocumentIdentifier(uri=home_uri),
            position=position_of(home_text, "details.xml", offset=2),
        )
    )
    assert [location.uri for location in result] == [uri]


async def test_references_and_rename_across_the_route(client, folder):
    home = folder / "home.xml"
    home_text = home.read_text()
    home_uri = await open_document(client, home)
    at_action = position_of(home_text, 'name="detailsClosed"', offset=9)
    references = await client.text_document_references_async(
        types.ReferenceParams(
            text_document=types.TextDocumentIdentifier(uri=home_uri),
            position=at_action,
            context=types.ReferenceContext(include_declaration=True),
        )
    )
    assert sorted(location.uri for location in references) == sorted([home_uri, (folder / "details.xml").as_uri()])

    prepared = await client.text_document_prepare_rename_async(
        types.PrepareRenameParams(text_document=types.TextDocumentIdentifier(uri=home_uri), position=at_action)
    )
    assert prepared.placeholder == "detailsClosed"

    edit = await client.text_document_rename_async(
        types.RenameParams(
            text_document=types.TextDocumentIdentifier(uri=home_uri), position=at_action, new_name="closedDetails"
        )
    )
    details_uri = (folder / "details.xml").as_uri()
    assert set(edit.changes) == {home_uri, details_uri}
    renamed_home = apply_edits(home_text, edit.changes[home_uri])
    renamed_details = apply_edits((folder / "details.xml").read_text(), edit.changes[details_uri])
    assert '<showAlert name="closedDetails">' in renamed_home
    assert "<sendMessage name=\"close\">closedDetails</sendMessage>" in renamed_details
    # Every other name stays.
    assert renamed_home.replace("closedDetails", "detailsClosed") == home_text

    # The renamed files still check clean together.
    home.write_text(renamed_home)
    (folder / "details.xml").write_text(renamed_details)
    checked = subprocess.run([WFS, "validate", str(home), str(folder / "details.xml")], capture_output=True, text=True)
    assert checked.returncode == 0 and "no problems" in checked.stdout, checked.stdout

    refused = None
    try:
        await client.text_document_rename_async(
            types.RenameParams(
                text_document=types.TextDocumentIdentifier(uri=home_uri), position=at_action, new_name="two words"
            )
        )
    except Exception as error:  # noqa: BLE001 - the server answers with a JSON-RPC error
        refused = error
    assert refused is not None and "cannot be a message or action name" in str(refused)


async def test_formatting_matches_wfs_format(client, folder):
    path = folder / "untidy.xml"
    untidy = '<workflow><screen>\n<title>Home</title>\n  <view><label>Hi</label></view></screen></workflow>\n'
    path.write_text(untidy)
    uri = await open_document(client, path)
    edits = await client.text_document_formatting_async(
        types.DocumentFormattingParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            options=types.FormattingOptions(tab_size=4, insert_spaces=True),
        )
    )
    formatted = apply_edits(untidy, edits)
    subprocess.run([WFS, "format", str(path)], check=True, capture_output=True)
    assert formatted == path.read_text()
    assert "    <screen>\n        <title>Home</title>" in formatted


async def test_code_action_applies_the_suggestion(client, folder):
    path = folder / "mistakes.xml"
    path.write_text(MISTAKES)
    uri = await open_document(client, path)
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=types.Range(start=position_of(MISTAKES, "<titel>"), end=position_of(MISTAKES, "<titel>")),
            context=types.CodeActionContext(diagnostics=list(client.diagnostics[uri])),
        )
    )
    assert [action.title for action in actions] == ["Change to 'title'"]
    assert actions[0].is_preferred and actions[0].diagnostics[0].code == "WFS0201"
    fixed = apply_edits(MISTAKES, actions[0].edit.changes[uri])
    assert "<title>Home</title>" in fixed and "titel" not in fixed

    # The next suggestion (a message name) is offered once the tag is fixed.
    change(client, uri, 2, fixed)
    await wait_for_diagnostics(client, uri, 2)
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=types.Range(start=position_of(fixed, "sav<"), end=position_of(fixed, "sav<")),
            context=types.CodeActionContext(diagnostics=list(client.diagnostics[uri])),
        )
    )
    assert [action.title for action in actions] == ["Change to 'save'"]
    fixed = apply_edits(fixed, actions[0].edit.changes[uri])
    change(client, uri, 3, fixed)
    assert list(await wait_for_diagnostics(client, uri, 3)) == []


async def test_document_symbols_outline_controllers_and_actions(client, folder):
    uri = await open_document(client, folder / "home.xml")
    symbols = await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=uri))
    )
    assert [symbol.name for symbol in symbols] == ["<navigation>"]
    screen = symbols[0].children[0]
    assert screen.name == "<screen>" and screen.detail == "Home"
    names = [child.name for child in screen.children]
    assert names[:3] == ["<loadSchema> showDetails", "<storeValue> save", "<showAlert> detailsClosed"]


async def test_other_xml_is_left_alone_and_a_misspelt_root_is_still_checked(client, folder):
    pom = folder / "pom.xml"
    pom.write_text("<project><modelVersion>4.0.0</modelVersion></project>\n")
    uri = await open_document(client, pom)
    assert list(client.published[uri][1]) == []
    misspelt = folder / "typo.xml"
    misspelt.write_text("<workflw><screen><title>Hi</title></screen></workflw>\n")
    uri = await open_document(client, misspelt)
    assert [d.code for d in client.published[uri][1]] == ["WFS0219"]

    # The same for JSON: a package.json is left alone, and no completion is offered in it.
    package = folder / "package.json"
    package.write_text('{"$schema": "https://json.schemastore.org/package", "name": "app", "version": "1.0.0"}\n')
    uri = await open_document(client, package)
    assert list(client.published[uri][1]) == []
    assert await complete(client, uri, types.Position(line=0, character=60)) is None
    formatting = await client.text_document_formatting_async(
        types.DocumentFormattingParams(
            text_document=types.TextDocumentIdentifier(uri=uri), options=types.FormattingOptions(tab_size=2, insert_spaces=True)
        )
    )
    assert not formatting  # as a schema, "1.0.0" would be kept but true would become "true"
    settings = folder / "tsconfig.json"
    settings.write_text('{\n  // JSON with comments\n  "compilerOptions": {"strict": true}\n}\n')
    uri = await open_document(client, settings)
    assert list(client.published[uri][1]) == []
    misspelt = folder / "typo.json"
    misspelt.write_text('{"$schema": "workflow.schema.json", "workflw": {"screen": {"title": "Hi"}}}\n')
    uri = await open_document(client, misspelt)
    assert [d.code for d in client.published[uri][1]] == ["WFS0219"]


OTHER = """<workflow>
    <screen>
        <title>Other</title>
        <view>
            <button>
                <title>Details</title>
                <message>open</message>
            </button>
        </view>
        <actions>
            <loadSchema name="open">
                <path>details.xml</path>
                <successAction>
                    <pushController>
                        <screen keyPath="schema"/>
                    </pushController>
                </successAction>
                <failureAction>
                    <showAlert>No details</showAlert>
                </failureAction>
            </loadSchema>
            <showAlert name="detailsClosed">Back</showAlert>
        </actions>
    </screen>
</workflow>
"""


async def test_rename_from_an_action_reaches_every_file_that_loads_the_sender(client, folder):
    (folder / "other.xml").write_text(OTHER)
    home = folder / "home.xml"
    home_text = home.read_text()
    uri = await open_document(client, home)
    edit = await client.text_document_rename_async(
        types.RenameParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            position=position_of(home_text, 'name="detailsClosed"', offset=8),
            new_name="closed",
        )
    )
    # details.xml's message reaches both actions, so renaming one renames the other too.
    assert sorted(edit.changes) == sorted(
        [uri, (folder / "details.xml").as_uri(), (folder / "other.xml").as_uri()]
    )
    for path in ["home.xml", "details.xml", "other.xml"]:
        renamed = apply_edits((folder / path).read_text(), edit.changes[(folder / path).as_uri()])
        (folder / path).write_text(renamed)
    checked = subprocess.run(
        [WFS, "validate", *(str(folder / name) for name in ["home.xml", "details.xml", "other.xml"])],
        capture_output=True, text=True,
    )
    assert checked.returncode == 0 and "no problems" in checked.stdout, checked.stdout


async def test_rename_refuses_a_name_written_with_a_reference(client, folder):
    details = folder / "details.xml"
    details.write_text(details.read_text().replace(">detailsClosed<", ">details&#67;losed<"))
    home = folder / "home.xml"
    home_text = home.read_text()
    uri = await open_document(client, home)
    refused = None
    try:
        await client.text_document_rename_async(
            types.RenameParams(
                text_document=types.TextDocumentIdentifier(uri=uri),
                position=position_of(home_text, 'name="detailsClosed"', offset=8),
                new_name="closed",
            )
        )
    except Exception as error:  # noqa: BLE001 - the server answers with a JSON-RPC error
        refused = error
    assert refused is not None and "details.xml:" in str(refused) and "write it plainly" in str(refused)


async def test_two_identical_screens_are_two_routes(client, folder):
    screen = (
        "<navigation><screen><title>Tab</title><view><button><title>Go</title><message>go</message></button>"
        "</view><actions><showAlert name=\"go\">Gone</showAlert></actions></screen></navigation>"
    )
    text = f"<workflow><tabs>\n{screen}\n{screen}\n</tabs></workflow>\n"
    path = folder / "tabs.xml"
    path.write_text(text)
    uri = await open_document(client, path)
    edit = await client.text_document_rename_async(
        types.RenameParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            position=position_of(text, 'name="go"', offset=7),
            new_name="went",
        )
    )
    renamed = apply_edits(text, edit.changes[uri])
    lines = renamed.split("\n")
    assert "<message>went</message>" in lines[1] and 'name="went"' in lines[1]
    assert "<message>go</message>" in lines[2] and 'name="go"' in lines[2]


async def test_quick_fix_of_a_misspelt_root_renames_both_tags(client, folder):
    path = folder / "root.xml"
    text = "<workflw>\n    <screen><title>Hi</title></screen>\n</workflw>\n"
    path.write_text(text)
    uri = await open_document(client, path)
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=types.Range(start=types.Position(line=0, character=2), end=types.Position(line=0, character=2)),
            context=types.CodeActionContext(diagnostics=list(client.diagnostics[uri])),
        )
    )
    assert [action.title for action in actions] == ["Change to 'workflow'"]
    fixed = apply_edits(text, actions[0].edit.changes[uri])
    assert fixed == "<workflow>\n    <screen><title>Hi</title></screen>\n</workflow>\n"


async def test_a_comment_before_the_root_does_not_hide_the_schema(client, folder):
    path = folder / "commented.xml"
    text = "<!-- Maintained by <ops-team> -->\n<workflow><screen><titel>Hi</titel></screen></workflow>\n"
    path.write_text(text)
    uri = await open_document(client, path)
    assert [d.code for d in client.published[uri][1]] == ["WFS0201"]
    # Typing something odd above the root keeps the document checked.
    change(client, uri, 2, "<scr\n" + text)
    diagnostics = await wait_for_diagnostics(client, uri, 2)
    assert [d.code for d in diagnostics] == ["WFS0106", "WFS0101"]  # as `wfs validate` says


async def test_closing_and_opening_again_never_shows_the_old_text_s_diagnostics(client, folder):
    path = folder / "again.xml"
    bad = "<workflow><screen><titel>Hi</titel></screen></workflow>\n"
    good = "<workflow><screen><title>Hi</title></screen></workflow>\n"
    uri = path.as_uri()
    item = lambda text: types.TextDocumentItem(uri=uri, language_id="xml", version=1, text=text)
    client.text_document_did_open(types.DidOpenTextDocumentParams(text_document=item(bad)))
    client.text_document_did_close(types.DidCloseTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=uri)))
    client.text_document_did_open(types.DidOpenTextDocumentParams(text_document=item(good)))
    import asyncio

    # Wait for the close's empty list, then for a check of version 1 after it.
    def after_close():
        entries = [entry for entry in client.history if entry[0] == uri]
        return entries[entries.index((uri, None, [])) + 1:] if (uri, None, []) in entries else []

    for _ in range(3000):
        if any(version == 1 for (_, version, _) in after_close()):
            break
        await asyncio.sleep(0.01)
    # Nothing of the old text was published after the close: only the clean text's check.
    assert after_close() and all(codes == [] for (_, _, codes) in after_close()), client.history


async def test_one_change_with_several_edits_and_a_code_action_asked_before_its_check(client, folder):
    path = folder / "edits.xml"
    text = "<workflow>\n    <screen>\n        <title>Hi</title>\n    </screen>\n</workflow>\n"
    path.write_text(text)
    uri = await open_document(client, path)
    # Two edits in one change, the second in the text the first made: `title` becomes `titel` twice.
    first = position_of(text, "title>Hi", offset=3)
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[
                types.TextDocumentContentChangePartial(
                    range=types.Range(start=first, end=types.Position(line=first.line, character=first.character + 2)),
                    text="el",
                ),
                types.TextDocumentContentChangePartial(
                    range=types.Range(
                        start=types.Position(line=2, character=22), end=types.Position(line=2, character=24)
                    ),
                    text="el",
                ),
            ],
        )
    )
    # Asked at once: the server answers once this text is checked, not from the old one.
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=types.Range(start=types.Position(line=2, character=9), end=types.Position(line=2, character=9)),
            context=types.CodeActionContext(diagnostics=[]),
        )
    )
    assert [action.title for action in actions] == ["Change to 'title'"]
    # The server's text is the one both edits made: one problem, and its fix gives the text back.
    assert [d.code for d in client.published[uri][1]] == ["WFS0201"] and client.published[uri][0] == 2
    assert apply_edits(text.replace("title", "titel"), actions[0].edit.changes[uri]) == text


async def test_a_send_message_in_a_loaded_file_completes_the_loader_s_actions(client, folder):
    details = folder / "details.xml"
    text = details.read_text().replace(">detailsClosed<", "><")
    uri = await open_document(client, details, text)
    result = await complete(client, uri, position_of(text, '<sendMessage name="close">', offset=len('<sendMessage name="close">')))
    assert {"showDetails", "save", "detailsClosed"} <= {item.label for item in result.items}


async def test_lines_ending_in_a_lone_carriage_return(client, folder):
    path = folder / "cr.xml"
    text = "<workflow>\r    <screen>\r        <titel>Hi</titel>\r    </screen>\r</workflow>\r"
    path.write_bytes(text.encode())
    uri = await open_document(client, path, text)
    diagnostics = client.published[uri][1]
    assert [(d.code, d.range.start.line, d.range.start.character) for d in diagnostics] == [("WFS0201", 2, 8)]


async def test_completion_right_after_an_edit_above_uses_the_names_read_before(client, folder):
    import asyncio

    path = folder / "home.xml"
    text = path.read_text()
    uri = await open_document(client, path)
    # A hover needs the names of version 1: once it is answered, they are read.
    await read_names(client, uri, text)
    note = "<!-- a note typed above everything -->\n"
    typed = note + text
    start = types.Position(line=0, character=0)
    insert(client, uri, 2, start, note)
    # Asked before version 2 is checked or read: offsets are mapped back to version 1's.
    result = await complete(client, uri, position_of(typed, "<message>save</message>", offset=len("<message>")))
    assert {"showDetails", "save", "detailsClosed"} <= {item.label for item in result.items}


async def test_an_unsaved_open_document_counts_as_the_file_it_will_be(client, folder):
    home = folder / "home.xml"
    text = home.read_text().replace("<path>details.xml</path>", "<path>fresh.xml</path>")
    uri = await open_document(client, home, text)
    assert [d.code for d in client.published[uri][1]] == ["WFS0504"]  # no such file yet
    # The new file, open in the editor and never saved: home.xml is checked again with it.
    fresh = folder / "fresh.xml"
    assert not fresh.exists()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(
                uri=fresh.as_uri(), language_id="xml", version=1,
                text="<workflow><screen><title>Fresh</title></screen></workflow>\n",
            )
        )
    )
    await wait_for_diagnostics(client, fresh.as_uri(), 1)
    import asyncio

    for _ in range(500):
        if [d.code for d in client.published[uri][1]] == []:
            break
        await asyncio.sleep(0.02)
    assert [d.code for d in client.published[uri][1]] == []


async def test_completion_in_a_screen_being_typed_does_not_borrow_the_old_screen_s_names(client, folder):
    path = folder / "home.xml"
    text = path.read_text()
    uri = await open_document(client, path)
    await read_names(client, uri, text)
    at = position_of(text, "<screen>")
    typed_text = '<screen>\n<actions>\n<showAlert name="'
    insert(client, uri, 2, at, typed_text)
    typed = text[: text.index("<screen>")] + typed_text + text[text.index("<screen>"):]
    result = await complete(client, uri, position_of(typed, '<showAlert name="', offset=len('<showAlert name="')))
    # The new screen sends nothing yet: the old screen's messages are not its.
    assert [item.label for item in result.items] == []


async def test_references_of_an_action_stop_at_the_messages_that_reach_it(client, folder):
    (folder / "other.xml").write_text(OTHER)
    home = folder / "home.xml"
    # home's own button also says detailsClosed: it reaches home's action only.
    home.write_text(home.read_text().replace("<message>save</message>", "<message>detailsClosed</message>"))
    other_text = (folder / "other.xml").read_text()
    uri = await open_document(client, folder / "other.xml")
    references = await client.text_document_references_async(
        types.ReferenceParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            position=position_of(other_text, 'name="detailsClosed"', offset=8),
            context=types.ReferenceContext(include_declaration=True),
        )
    )
    assert sorted(location.uri for location in references) == sorted([uri, (folder / "details.xml").as_uri()])


async def test_completion_right_after_the_whole_text_is_sent_again(client, folder):
    path = folder / "home.xml"
    text = path.read_text()
    uri = await open_document(client, path)
    await read_names(client, uri, text)
    # A reload or a reformat sends the whole text; the names read before still serve outside what differs.
    typed = text.replace("<title>Home</title>", "<title>Start</title>")
    change(client, uri, 2, typed)
    result = await complete(client, uri, position_of(typed, "<message>save</message>", offset=len("<message>")))
    assert {"showDetails", "save", "detailsClosed"} <= {item.label for item in result.items}


JSON_FORM = """{"workflow": {"navigation": {"screen": {
  "title": "Home",
  "view": {"container": [
    {"button": {"@name": "save", "title": "Save", "message": "sav"}},
    {"textField": {"placeholder": "Email", "keyboardType": "emailAddress"}}
  ]},
  "actions": [
    {"showAlert": {"@name": "saved", "message": "Saved"}},
    {"popController": {"@name": "back"}}
  ]
}}}}
"""


async def test_the_json_form_completes_keys_words_and_messages_hovers_and_links_a_message_to_its_action(client, folder):
    path = folder / "home.json"
    uri = await open_document(client, path, JSON_FORM)

    # A key typed in a button's object: its parameters and gestures, and its attributes with `@`.
    typing = JSON_FORM.replace('"message": "sav"}', '"message": "sav", "}', 1)
    change(client, uri, 2, typing)
    at = position_of(typing, '"sav", "', offset=len('"sav", "'))
    labels = {item.label: item for item in (await complete(client, uri, at)).items}
    assert {"image", "accessibilityLabel", "tapGesture", "@class", "@keyPath"} <= set(labels)
    assert not {"title", "message", "@name", "screen", "showAlert"} & set(labels)  # written, or not a button's
    assert labels["image"].text_edit.new_text == "image"  # the editor's closing quote stays
    assert labels["image"].text_edit.range.start == at

    # After `{` with no quote typed the key comes with its quotes.
    typing = JSON_FORM.replace('{"popController": {"@name": "back"}}', '{"popController": {"@name": "back"}}, {', 1)
    change(client, uri, 3, typing)
    at = position_of(typing, '"back"}}, {', offset=len('"back"}}, {'))
    labels = {item.label: item for item in (await complete(client, uri, at)).items}
    assert {"showAlert", "pushController", "loadSchema"} <= set(labels)
    assert labels["showAlert"].text_edit.new_text == '"showAlert"'

    # An item of an array of children has one key, a child's tag: no attributes, nothing after it.
    typing = JSON_FORM.replace('{"popController": {"@name": "back"}}', '{"', 1)
    change(client, uri, 4, typing)
    at = position_of(typing, '"Saved"}},\n    {"', offset=len('"Saved"}},\n    {"'))
    labels = {item.label for item in (await complete(client, uri, at)).items}
    assert {"showAlert", "pushController"} <= labels and not any(label.startswith("@") for label in labels)
    typing = JSON_FORM.replace('{"popController": {"@name": "back"}}', '{"popController": null, "', 1)
    change(client, uri, 5, typing)
    at = position_of(typing, 'null, "', offset=len('null, "'))
    assert list((await complete(client, uri, at)).items) == []

    # A key typed before its quote is replaced with the quoted name.
    typing = JSON_FORM.replace('"title": "Home",', '"title": "Home", acc', 1)
    change(client, uri, 6, typing)
    at = position_of(typing, '"Home", acc', offset=len('"Home", acc'))
    actions = next(item for item in (await complete(client, uri, at)).items if item.label == "actions")
    assert actions.text_edit.new_text == '"actions"' and actions.text_edit.range.start == position_of(typing, "acc")

    # A message's text: the names the screen's actions answer; an enumeration's words.
    change(client, uri, 7, JSON_FORM)
    await wait_for_diagnostics(client, uri, 7)
    at = position_of(JSON_FORM, '"message": "sav"', offset=len('"message": "'))
    assert {"saved", "back"} <= {item.label for item in (await complete(client, uri, at)).items}
    at = position_of(JSON_FORM, '"keyboardType": "email', offset=len('"keyboardType": "'))
    assert {"emailAddress", "numberPad"} <= {item.label for item in (await complete(client, uri, at)).items}
    at = position_of(JSON_FORM, '{"@name": "saved"', offset=len('{"@name": "'))
    assert "sav" in {item.label for item in (await complete(client, uri, at)).items}

    # The misspelt message is underlined with its fix, and a message leads to its action.
    diagnostics = await wait_for_diagnostics(client, uri, 7)
    assert any(d.code == "WFS0500" and "did you mean 'saved'" in d.message for d in diagnostics), diagnostics
    fixed = JSON_FORM.replace('"message": "sav"', '"message": "saved"')
    change(client, uri, 8, fixed)
    await wait_for_diagnostics(client, uri, 8)
    locations = await client.text_document_definition_async(
        types.DefinitionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            position=position_of(fixed, '"message": "saved"', offset=len('"message": "s')),
        )
    )
    assert [location.range.start for location in locations] == [position_of(fixed, '"@name": "saved"', offset=len('"@name": "'))]
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=position_of(fixed, '{"button"', offset=4))
    )
    assert "**<button>**" in hover.contents.value and "sends a message when tapped" in hover.contents.value
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=position_of(fixed, '"message": "saved"', offset=13))
    )
    assert 'handled by `<showAlert name="saved">` of `<screen>`' in hover.contents.value
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=position_of(fixed, '{"@name": "back"', offset=3))
    )
    assert hover.contents.value.startswith("Attribute `name`")


# details.xml's route back to home.xml, and a key, in a file outside the schema's folder.
OUTSIDE = """<workflow>
    <screen>
        <title>Outside</title>
        <view>
            <button>
                <title>Close</title>
                <message>close</message>
            </button>
        </view>
        <actions>
            <multipleActions name="close">
                <storeValue><name>outsideOnlyKey</name><value>1</value></storeValue>
                <sendMessage>detailsClosed</sendMessage>
            </multipleActions>
        </actions>
    </screen>
</workflow>
"""

INSIDE = """<workflow>
    <screen>
        <title>Inside</title>
        <storeValue name="viewDidLoad"><name>insideKey</name><value>1</value></storeValue>
    </screen>
</workflow>
"""


async def test_a_symbolic_link_leaving_the_folder_is_reported_and_never_read(client, folder, tmp_path):
    """home.xml loads secret.xml, a link to a file outside its folder (and linked/secret.xml, through a
    linked folder): the load is refused as `wfs serve` refuses it, and nothing of the file is used."""
    import asyncio

    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "secret.xml").write_text(OUTSIDE)
    (folder / "secret.xml").symlink_to(outside / "secret.xml")
    (folder / "linked").symlink_to(outside, target_is_directory=True)
    (folder / "inside.xml").write_text(INSIDE)
    home = folder / "home.xml"
    text = home.read_text().replace("<path>details.xml</path>", "<path>secret.xml</path>")
    text = text.replace(
        '<storeValue name="save">',
        '<loadSchema name="viewDidLoad"><path>linked/secret.xml</path><pushController/><showAlert>No</showAlert></loadSchema>\n'
        '                <storeValue name="save">',
    )
    home.write_text(text)
    uri = await open_document(client, home)

    def refusals(diagnostics):
        return [(d.range.start, d.severity) for d in diagnostics if d.code == "WFS0504" and "symbolic link" in d.message]

    expected = [
        (position_of(text, "secret.xml</path>"), types.DiagnosticSeverity.Warning),
        (position_of(text, "linked/secret.xml"), types.DiagnosticSeverity.Warning),
    ]
    diagnostics = client.published[uri][1]
    assert refusals(diagnostics) == expected, diagnostics
    assert all("outsideOnlyKey" not in d.message for d in diagnostics)

    async def nothing_of_the_outside_file_is_used():
        # keyPath completion offers the keys of the folder's files, not those of the outside file.
        in_key_path = position_of(text, 'keyPath="schema"', offset=len('keyPath="'))
        labels = {item.label for item in (await complete(client, uri, in_key_path)).items}
        assert "insideKey" in labels
        assert "outsideOnlyKey" not in labels and "openedKey" not in labels
        # Its message to the creator reaches nothing: hover, references, definition.
        at_action = position_of(text, 'name="detailsClosed"', offset=9)
        document = types.TextDocumentIdentifier(uri=uri)
        hover = await client.text_document_hover_async(types.HoverParams(text_document=document, position=at_action))
        assert "answers 0 messages" in hover.contents.value, hover.contents.value
        references = await client.text_document_references_async(
            types.ReferenceParams(
                text_document=document, position=at_action, context=types.ReferenceContext(include_declaration=True)
            )
        )
        assert [location.uri for location in references] == [uri]
        for path in ["secret.xml</path>", "linked/secret.xml"]:
            definition = await client.text_document_definition_async(
                types.DefinitionParams(text_document=document, position=position_of(text, path, offset=2))
            )
            assert definition == []
        # The load path's completion does not offer the link.
        in_path = position_of(text, "<path>secret.xml", offset=len("<path>"))
        files = [item.label for item in (await complete(client, uri, in_path)).items if item.kind == types.CompletionItemKind.File]
        assert files == ["details.xml", "inside.xml"]

    await nothing_of_the_outside_file_is_used()

    # The editor opens the file the link leads to, and the link itself: still not followed.
    opened = OUTSIDE.replace("outsideOnlyKey", "openedKey")
    for path in [outside / "secret.xml", folder / "secret.xml"]:
        checks = len([entry for entry in client.history if entry[0] == uri])
        await open_document(client, path, opened)
        if path.parent == folder:
            # Another file of the folder opened: home.xml is checked again.
            for _ in range(500):
                if len([entry for entry in client.history if entry[0] == uri]) > checks:
                    break
                await asyncio.sleep(0.02)
            assert len([entry for entry in client.history if entry[0] == uri]) > checks
    assert refusals(client.published[uri][1]) == expected
    await nothing_of_the_outside_file_is_used()


async def test_a_file_changed_on_disk_is_read_again_saved_twice_in_one_second_too(client, folder):
    """The folder's files are kept by the server between requests; one saved again on disk (even twice
    within the file system's clock tick, keeping its size) is read again, not answered from before."""
    details = folder / "details.xml"
    text = details.read_text()
    uri = await open_document(client, details)
    home = folder / "home.xml"
    home_text = home.read_text()

    async def action_line():
        result = await client.text_document_definition_async(
            types.DefinitionParams(
                text_document=types.TextDocumentIdentifier(uri=uri), position=position_of(text, "detailsClosed", offset=4)
            )
        )
        assert len(result) == 1 and result[0].uri == home.as_uri()
        return result[0].range.start.line

    first = await action_line()
    # The same file with one line more before the action: the action moves down a line.
    moved = home_text.replace("<actions>", "<actions>\n", 1)
    assert moved != home_text
    home.write_text(moved)
    assert await action_line() == first + 1
    # At once a text of the same size with the action a line up again (the file's first line
    # break made a space): its size stays, its time may too; it is read again all the same.
    same_size = moved.replace("\n", " ", 1)
    assert len(same_size) == len(moved)
    home.write_text(same_size)
    assert await action_line() == first
