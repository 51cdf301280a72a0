"use strict";
// wfs serve: events without page loads, focus, motion and pointer gestures. Without this script the form still posts.
(() => {
  const root = document.documentElement;
  const tapInterval = 350;      // ms between the clicks of one multiple tap
  const swipeDistance = 40;     // px a press must travel to be a swipe
  const pressSlop = 10;         // px a press may move and stay a press
  const longPressMinimum = 500; // ms: shorter presses are taps
  const slowAfter = 250;        // ms before an event still on its way shows the spinner
  const motionTime = 350;       // ms of a push, pop or presentation
  const easing = "cubic-bezier(0.2, 0.8, 0.2, 1)";
  const reducedMotion = matchMedia("(prefers-reduced-motion: reduce)");
  let busy = 0;
  let waitTimer = null;
  let changes = null;      // the push channel (an EventSource), when the page has one
  let poll = null;         // the AbortController of the refresh on its way, if any
  let posting = null;      // the event on its way, if any: { control }; later taps wait in `queue`
  const queue = [];        // taps made while an event was on its way, in order: { event, control, about, sequence }
  let queuedValue = null;  // a slider's value changed while an event was on its way: sent after it
  let sent = 0;            // numbers each request; an answer older than the page shown is dropped
  let shown = 0;
  let lastRequest = null;  // the last event: the inputs it carried, whether it was a return, whether history moved first
  let beforeDialog = null; // where the focus was when an alert or action sheet opened
  let refusedField = null; // the first field a form refused, when the alert saying why opened
  const presenters = [];   // where the focus was when each presented screen on view opened
  let pressing = false;    // a pointer is down: a new page waits, so the press and its click hit one body
  let heldPage = null;     // the page that waits for the press to end
  let heldDone = null;     // ends the busy state a held page keeps (see `hold`)
  let releaseTimer = null;
  // The pages the server sent lately, latest first, each under the id it gave it (X-WFS-Page):
  // its answer to a request naming the first two may be what changed since one of them (see
  // `patched`). Four are kept, so that a page named by a request still on its way stays.
  const heldPages = [];
  root.setAttribute("data-wfs-script", "");

  // data-wfs-busy is on <html> while an event or a refresh is on its way (tests wait for it to go).
  function track(promise) {
    busy += 1;
    root.setAttribute("data-wfs-busy", "");
    return promise.finally(() => {
      busy -= 1;
      if (busy === 0) root.removeAttribute("data-wfs-busy");
    });
  }

  // Ids are read with getAttribute: a form's `id` property may be one of its fields.
  const idOf = (element) => element.getAttribute("id");

  function activeLayer() {
    const layers = document.querySelectorAll(".wfs-layers > .wfs-layer");
    return layers.length ? layers[layers.length - 1] : null;
  }

  function activeForm() {
    const layer = activeLayer();
    return layer ? layer.querySelector("form.wfs-layer-form") : null;
  }

  function openDialog() {
    const layer = activeLayer();
    return layer ? layer.querySelector("dialog[open]") : null;
  }

  // The button that cancels an alert or action sheet: its cancel button, or its only button.
  function cancelButton(dialog) {
    const buttons = dialog.querySelectorAll("button:not([disabled])");
    return dialog.querySelector("button.wfs-role-cancel") || (buttons.length === 1 ? buttons[0] : null);
  }

  // The active layer when it is a presented screen (which `dismiss` closes), else null.
  function presentedLayer() {
    const layer = activeLayer();
    return layer && layer.classList.contains("wfs-layer-modal") ? layer : null;
  }

  // The element id of an input, from its field's name `field.ID`.
  function inputID(field) {
    const name = field.getAttribute("name") || "";
    return name.startsWith("field.") ? name.slice(6) : null;
  }

  const valueInputs = ["range", "date", "datetime-local"];

  const isField = (node) => (node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement)
    && inputID(node) !== null;

  // The fields of an event: the session's token, the event, and every input the person changed
  // (and the one the event is about), so that what was typed reaches the session first.
  function fieldsFor(event, about, sequence) {
    const form = activeForm();
    if (!form) return null;
    const fields = new URLSearchParams();
    const token = form.querySelector("input[name=csrf]");
    fields.set("csrf", token ? token.value : "");
    fields.set("event", event);
    if (sequence !== null) fields.set("sequence", sequence);
    const first = form.querySelector("input[name=first-screen]");
    if (first) fields.set("first-screen", first.value);
    const carried = new Set();
    for (const field of form.querySelectorAll("input[name^='field.'], textarea[name^='field.']")) {
      const id = inputID(field);
      // A date half typed (or cleared) has no value yet: it waits until it is a date.
      if (valueInputs.includes(field.type) && field.value === "") continue;
      if (!field.disabled && (field.value !== field.defaultValue || id === about)) {
        fields.append(field.name, field.value);
        carried.add(id);
      }
    }
    return { fields, carried };
  }

  function showActivity(visible) {
    const activity = document.querySelector(".wfs-activity");
    if (activity) activity.hidden = !visible;
  }

  // Text typed into a field and not sent (a refresh while waiting): id -> what the server sent, the typed text, the selection.
  function unsentText() {
    const kept = new Map();
    // By id, in every layer: a field typed into while an alert opened is inert until the alert closes.
    for (const field of document.querySelectorAll(".wfs-layers input[id], .wfs-layers textarea[id]")) {
      if (field.type !== "hidden" && field.value !== field.defaultValue) {
        let selection = null;
        try { selection = [field.selectionStart, field.selectionEnd]; } catch { selection = null; }
        kept.set(idOf(field), { sent: field.defaultValue, text: field.value, selection });
      }
    }
    return kept;
  }

  // Drafts: text typed and not yet sent is kept in the tab's sessionStorage (never a password),
  // so that a reload (or the browser bringing the tab back) puts it where it was. It is put back
  // only into a field that still shows what it showed then: the session may have moved on.
  const draftsKey = "wfs-drafts";

  function keepDrafts() {
    const drafts = {};
    for (const [id, kept] of unsentText()) {
      const field = document.getElementById(id);
      if (field && field.type !== "password") drafts[id] = { sent: kept.sent, text: kept.text };
    }
    try {
      if (Object.keys(drafts).length) sessionStorage.setItem(draftsKey, JSON.stringify(drafts));
      else sessionStorage.removeItem(draftsKey);
    } catch { /* storage off or full: drafts live as long as the page */ }
  }

  function restoreDrafts() {
    let drafts = null;
    try { drafts = JSON.parse(sessionStorage.getItem(draftsKey) || "null"); } catch { drafts = null; }
    if (!drafts || typeof drafts !== "object") return;
    for (const [id, draft] of Object.entries(drafts)) {
      const field = document.getElementById(id);
      if (!field || !isField(field) || field.type === "password" || field.closest("[inert]")) continue;
      if (field.value === field.defaultValue && field.defaultValue === draft.sent) field.value = String(draft.text);
    }
  }

  // Where the focus is, as something the next page can find again.
  function focusPlace() {
    return placeOfElement(document.activeElement);
  }

  // Where `focused` is, as something the next page can find again: its id, or the id of the
  // nearest element around it with the kind of control and the button's event.
  function placeOfElement(focused) {
    if (!focused || focused === document.body) return null;
    if (idOf(focused)) return { id: idOf(focused) };
    const holder = focused.parentElement && focused.parentElement.closest("[id]");
    if (!holder) return null;
    return { id: idOf(holder), control: focused.tagName.toLowerCase(), value: focused.getAttribute("value") };
  }

  function find(place) {
    const holder = place && document.getElementById(place.id);
    if (!holder || !place.control) return holder;
    let found = null;
    if (place.value !== null && place.value !== undefined) {
      found = holder.querySelector(place.control + "[value=\"" + CSS.escape(place.value) + "\"]");
    }
    found = found || holder.querySelector(place.control + ":not([type=hidden])");
    // A gesture's button is in the view's menu, closed on the new page: its ⋯ takes the focus.
    const menu = found && found.closest("details:not([open])");
    return menu ? menu.querySelector("summary") : found;
  }

  const visible = (element) => (element.checkVisibility ? element.checkVisibility()
    : element.getClientRects().length > 0);
  const focusable = (element) => element && element.isConnected && !element.closest("[inert]")
    && !element.disabled && visible(element);

  // What moves between the page shown and the next one: a push or pop of a navigation controller,
  // a presentation or its end, an alert or action sheet coming or going.
  function motionTo(next) {
    if (reducedMotion.matches) return null;
    const oldLayers = document.querySelectorAll(".wfs-layers > .wfs-layer");
    const newLayers = next.querySelectorAll(".wfs-layers > .wfs-layer");
    const isAlert = (layer) => layer.classList.contains("wfs-layer-alert");
    if (newLayers.length > oldLayers.length && oldLayers.length > 0) {
      return { kind: isAlert(newLayers[newLayers.length - 1]) ? "alert" : "present" };
    }
    if (newLayers.length < oldLayers.length && newLayers.length > 0) {
      const leaving = oldLayers[oldLayers.length - 1];
      return { kind: isAlert(leaving) ? "unalert" : "dismiss", ghost: ghostOf(leaving) };
    }
    const top = newLayers[newLayers.length - 1];
    if (!top || !oldLayers.length) return null;
    for (const navigation of top.querySelectorAll(".wfs-navigation[data-depth]")) {
      const old = document.getElementById(idOf(navigation));
      if (!old || !oldLayers[oldLayers.length - 1].contains(old)) continue;
      const from = Number(old.getAttribute("data-depth"));
      const to = Number(navigation.getAttribute("data-depth"));
      if (from !== to) return { kind: to > from ? "push" : "pop", id: idOf(navigation), ghost: ghostOf(old) };
    }
    return null;
  }

  // A copy of what is leaving, to animate over (or under) what replaces it: no ids, no names, inert.
  function ghostOf(element) {
    const layers = document.querySelector(".wfs-layers");
    const box = element.getBoundingClientRect();
    const origin = layers.getBoundingClientRect();
    const copy = element.cloneNode(true);
    for (const node of [copy, ...copy.querySelectorAll("[id]:not(mask), [name], [autofocus]")]) {
      node.removeAttribute("id");
      node.removeAttribute("name");
      node.removeAttribute("autofocus");
    }
    const ghost = document.createElement("div");
    ghost.className = "wfs-ghost";
    ghost.setAttribute("inert", "");
    ghost.setAttribute("aria-hidden", "true");
    Object.assign(ghost.style, {
      position: "absolute", zIndex: "3", overflow: "hidden", pointerEvents: "none", display: "flex",
      left: box.left - origin.left + "px", top: box.top - origin.top + "px",
      width: box.width + "px", height: box.height + "px",
    });
    copy.style.flex = "1 1 auto";
    ghost.append(copy);
    return ghost;
  }

  function animate(motion) {
    if (!motion) return;
    const timing = { duration: motionTime, easing };
    const layers = document.querySelector(".wfs-layers");
    const top = activeLayer();
    // A push or pop moves within the top layer (its own stacking context): the copy goes into it,
    // under the entering navigation or over it; what leaves a layer goes over all the layers.
    const place = (ghost, below, into) => {
      if (!ghost || !layers) return null;
      ghost.style.zIndex = below ? "0" : "3";
      (into || layers).append(ghost);
      return ghost;
    };
    const retire = (animation, ghost) => animation.finished.then(() => ghost.remove(), () => ghost.remove());
    if (motion.kind === "push" || motion.kind === "pop") {
      const navigation = document.getElementById(motion.id);
      if (!navigation) return;
      const forward = motion.kind === "push";
      // The new screen slides in over the old one (a push); the old one slides off over the new (a pop).
      const ghost = place(motion.ghost, forward, top);
      if (forward) {
        navigation.style.position = "relative";
        navigation.style.zIndex = "1";
      }
      const entering = navigation.animate(
        [{ transform: forward ? "translateX(100%)" : "translateX(-30%)" }, { transform: "none" }], timing);
      entering.finished.then(() => { navigation.style.position = ""; navigation.style.zIndex = ""; }, () => {});
      if (ghost) {
        retire(ghost.animate(
          [{ transform: "none" }, { transform: forward ? "translateX(-30%)" : "translateX(100%)" }], timing), ghost);
      }
    } else if (motion.kind === "present") {
      const sheet = top && top.querySelector(".wfs-sheet");
      if (sheet) sheet.animate([{ transform: "translateY(100%)" }, { transform: "none" }], timing);
      if (top) top.animate([{ backgroundColor: "transparent" }, {}], timing);
    } else if (motion.kind === "dismiss") {
      const ghost = place(motion.ghost, false);
      if (!ghost) return;
      const sheet = ghost.querySelector(".wfs-sheet");
      if (sheet) sheet.animate([{ transform: "none" }, { transform: "translateY(100%)" }], timing);
      retire(ghost.firstElementChild.animate([{}, { backgroundColor: "transparent" }], timing), ghost);
    } else if (motion.kind === "alert") {
      const dialog = top && top.querySelector("dialog");
      if (!dialog) return;
      const sheet = dialog.classList.contains("wfs-actionSheet");
      dialog.animate(sheet
        ? [{ transform: "translateY(110%)" }, { transform: "none" }]
        : [{ opacity: 0, transform: "scale(1.12)" }, { opacity: 1, transform: "none" }],
      { duration: sheet ? motionTime : 220, easing });
      top.animate([{ backgroundColor: "transparent" }, {}], { duration: 220 });
    } else if (motion.kind === "unalert") {
      const ghost = place(motion.ghost, false);
      if (ghost) retire(ghost.animate([{ opacity: 1 }, { opacity: 0 }], { duration: 180 }), ghost);
    }
  }

  // Shows the page `html`: the new body replaces the old one; typed text and the focus stay where
  // a person expects them, and what moved is animated.
  function show(html) {
    const next = new DOMParser().parseFromString(html, "text/html");
    if (!next.querySelector(".wfs-device")) {
      // Not the app (the schema has errors under --watch): load it, with its own refresh.
      location.reload();
      return;
    }
    // A parsed document runs no script, so its <noscript> content would show: drop it.
    for (const fallback of next.querySelectorAll("noscript")) fallback.remove();
    const typed = unsentText();
    const place = focusPlace();
    const oldAutofocus = document.querySelector(".wfs-layers [autofocus]");
    const oldAutofocusID = oldAutofocus ? idOf(oldAutofocus) : null;
    const oldTitle = document.title;
    const hadDialog = openDialog() !== null;
    const modals = (root) => root.querySelectorAll(".wfs-layers > .wfs-layer-modal").length;
    const presentedChange = modals(next) - modals(document);
    const oldPanel = document.querySelector(".wfs-developer details");
    const motion = motionTo(next);
    document.title = next.title;
    document.body.replaceWith(document.adoptNode(next.body));
    for (const [id, kept] of typed) {
      const field = document.getElementById(id);
      if (field && field.defaultValue === kept.sent) {
        field.value = kept.text;
        if (place && place.id === id && kept.selection) field.setSelectionRange(...kept.selection);
      }
    }
    keepDrafts();
    const panel = document.querySelector(".wfs-developer details");
    if (panel && oldPanel) panel.open = oldPanel.open;
    placeFocus(place, oldAutofocusID, oldTitle, hadDialog, presentedChange);
    followInHistory();
    animate(motion);
    listenForChanges();
    lookAgainWhileWaiting();
  }

  // The browser's history follows the app: each push, presentation, alert and tab change is an
  // entry (its URL's fragment is the journal length), and the app's own ways back go back in it.
  // Back and Forward move the app as its back button would (see `popstate` below). The entry's
  // state: { wfs: its index, tab: the tab it left when it is a tab change, redo: the event that made it }.
  let historyEntry = null;
  let historyPlace = null;
  const ownPops = [];       // the page's own steps back in the history: their popstate is not the person's

  // How deep the person is (layers shown and screens pushed in them) and which tab is selected.
  function depthOf(doc) {
    const layers = doc.querySelectorAll(".wfs-layers > .wfs-layer");
    let depth = layers.length;
    for (const navigation of doc.querySelectorAll(".wfs-layers .wfs-navigation[data-depth]")) {
      // Not the copy of a screen sliding away.
      if (!navigation.closest(".wfs-ghost")) depth += Math.max(0, Number(navigation.getAttribute("data-depth")) - 1);
    }
    const top = layers.length ? layers[layers.length - 1] : null;
    const tab = top && top.querySelector("nav[aria-label=Tabs] [aria-current=page]");
    return { depth, tab: tab ? idOf(tab) : null };
  }

  function startHistory() {
    historyPlace = depthOf(document);
    const kept = history.state;
    // A reload keeps its entry (and the ones around it): the app shows its session's current screen.
    historyEntry = kept && Number.isInteger(kept.wfs) ? kept : { wfs: 0, tab: null, redo: null };
    if (kept !== historyEntry) history.replaceState(historyEntry, "");
  }

  function followInHistory() {
    if (!historyPlace) return;
    const before = historyPlace;
    const now = depthOf(document);
    historyPlace = now;
    // History moved first (Back or Forward): the app has followed it.
    if (lastRequest && lastRequest.fromHistory) return;
    const tabChanged = now.tab !== before.tab && before.tab !== null && now.tab !== null;
    if (now.depth > before.depth || tabChanged) {
      historyEntry = {
        wfs: historyEntry.wfs + 1, tab: tabChanged ? before.tab : null, redo: lastRequest ? lastRequest.event : null,
      };
      history.pushState(historyEntry, "", "#" + (shownSequence() || historyEntry.wfs));
    } else if (now.depth < before.depth && historyEntry.wfs > 0) {
      // Busy until the history has moved (it moves after this task).
      track(new Promise((resolve) => ownPops.push(resolve)));
      history.back();
    }
  }

  // The control that takes the person back from where they are: an alert's cancel button (or its
  // only button), the back button; "dismiss" for a presented screen; the tab left, for a tab change.
  function wayBack(leaving) {
    const dialog = openDialog();
    if (dialog) {
      const cancel = cancelButton(dialog);
      return cancel ? { event: cancel.value, control: cancel } : null;
    }
    const layer = activeLayer();
    if (!layer) return null;
    const back = layer.querySelector("button[name=event][value=back]:not([disabled])");
    if (back && visible(back)) return { event: "back", control: back };
    if (layer === presentedLayer()) return { event: "dismiss", control: null };
    const tab = leaving.tab && document.getElementById(leaving.tab);
    return tab && tab.name === "event" ? { event: tab.value, control: tab } : null;
  }

  window.addEventListener("popstate", (event) => {
    const state = event.state;
    if (!state || !Number.isInteger(state.wfs) || !historyEntry) return;
    const leaving = historyEntry;
    historyEntry = state;
    if (ownPops.length) {
      ownPops.shift()();
      return;
    }
    let move = null;
    if (state.wfs < leaving.wfs) {
      move = wayBack(leaving);
    } else if (state.wfs > leaving.wfs && state.redo) {
      // Forward does again what made the entry, when its control is still on screen.
      const layer = activeLayer();
      const control = layer && [...layer.querySelectorAll("button[name=event]:not([disabled])")]
        .find((button) => button.value === state.redo);
      if (control) move = { event: state.redo, control };
    }
    if (move) send(move.event, move.control, undefined, true);
  });

  // The focus stays on the control that had it, unless the app moved it (a return to the next
  // field, an alert's first button). When an alert or action sheet closes, it goes back to the
  // control that opened it; when the screen changed, to the new screen's title.
  function placeFocus(place, oldAutofocusID, oldTitle, hadDialog, presentedChange) {
    const active = activeLayer() || document.body;
    const dialog = openDialog();
    if (dialog && !hadDialog) {
      beforeDialog = place;
      refusedField = placeOfElement(document.querySelector(".wfs-layers [aria-invalid=true]"));
    }
    const autofocus = active.querySelector("[autofocus]");
    // Text carried with a tap focuses its field in the session: that is not the app moving the focus.
    const carriedHere = autofocus && lastRequest && !lastRequest.isReturn && isField(autofocus)
      && lastRequest.carried.has(inputID(autofocus));
    const movedByApp = autofocus && idOf(autofocus) !== oldAutofocusID && !carriedHere;
    let target = null;
    // A presented screen closing gives the focus back to the control that presented it.
    if (presentedChange > 0) presenters.push(place);
    const presenter = presentedChange < 0 ? presenters.splice(presentedChange).shift() : null;
    if (presenter && !dialog) target = find(presenter);
    // After the alert of a refused submit, the first field refused takes the focus, to be put right.
    if (!focusable(target) && !dialog && hadDialog && refusedField) target = find(refusedField);
    if (!focusable(target) && !dialog && hadDialog && beforeDialog) target = find(beforeDialog);
    if (!focusable(target)) target = movedByApp ? autofocus : find(place);
    if (!focusable(target)) target = dialog ? dialog.querySelector("button[autofocus], button") : autofocus;
    if (!focusable(target) && (document.title !== oldTitle || (hadDialog && !dialog))) {
      // A new screen, or an alert closed whose opener is gone (it opened with a push): the
      // screen's title takes the focus, so a screen reader reads where the person is.
      target = active.querySelector(".wfs-bar-title, section[aria-label]");
      if (target) target.setAttribute("tabindex", "-1");
    }
    if (!dialog) {
      beforeDialog = null;
      refusedField = null;
    }
    // The same control stays where it was; a control the app moved the focus to is scrolled into view.
    const same = place && target && idOf(target) === place.id;
    if (target && focusable(target)) target.focus({ preventScroll: same });
  }

  // A refused event (a form that is not well formed, too large…) is explained in a banner.
  function showProblem(text) {
    for (const old of document.querySelectorAll(".wfs-script-notice")) old.remove();
    const notice = document.createElement("p");
    notice.className = "wfs-notice wfs-script-notice";
    notice.setAttribute("role", "alert");
    notice.textContent = text.trim() + " ";
    const link = document.createElement("a");
    link.href = "/";
    link.textContent = "Reload";
    notice.append(link);
    const device = document.querySelector(".wfs-device");
    (device || document.body).prepend(notice);
  }

  // The reason a problem page gives, in its first paragraph.
  function problemText(html) {
    const reason = new DOMParser().parseFromString(html, "text/html").querySelector("p");
    if (!reason) return "The app is unavailable. Try again in a moment.";
    for (const link of reason.querySelectorAll("a")) link.remove();
    return reason.textContent;
  }

  // The header that asks the server for a page to swap in, naming the pages held.
  function scriptHeaders() {
    return { "X-WFS-Fetch": heldPages.length ? heldPages.slice(0, 2).map((page) => page.id).join(" ") : "1" };
  }

  function keepPage(id, text) {
    const at = heldPages.findIndex((page) => page.id === id);
    if (at >= 0) heldPages.splice(at, 1);
    heldPages.unshift({ id, text });
    heldPages.length = Math.min(heldPages.length, 4);
  }

  // The page an answer of edits makes: the edits are ["id of a held page", then for its text cut
  // before each < and ": a count of pieces to keep, minus a count to skip, or text to put in].
  // Null when that page is not held or the edits do not use it up exactly (that page is let go).
  function patched(body) {
    let edits;
    try { edits = JSON.parse(body); } catch { return null; }
    const base = Array.isArray(edits) ? heldPages.find((page) => page.id === edits[0]) : undefined;
    if (!base) return null;
    const text = applied(edits, base.text);
    if (text === null) heldPages.splice(heldPages.indexOf(base), 1);
    return text;
  }

  function applied(edits, held) {
    const pieces = held.split(/(?=[<"])/);
    let at = 0;
    let text = "";
    for (const edit of edits.slice(1)) {
      if (typeof edit === "string") text += edit;
      else if (edit > 0) {
        text += pieces.slice(at, at + edit).join("");
        at += edit;
      } else at -= edit;
    }
    return at === pieces.length ? text : null;
  }

  function answer(response, number) {
    if (response.status === 403) {
      // No session (it expired, the server restarted, the schema changed) or a stale token:
      // a new page load starts again with a fresh session and token.
      location.reload();
      return;
    }
    const type = response.headers.get("Content-Type") || "";
    const id = response.headers.get("X-WFS-Page");
    return response.text().then((body) => {
      let text = body;
      let isPage = type.startsWith("text/html");
      if (id && type.startsWith("application/json")) {
        text = patched(body);
        if (text === null) {
          // Edits from a page not held (which the server should not send): the whole page
          // instead, shown as this request's answer.
          if (number >= shown) lookAgain(true);
          return;
        }
        isPage = true;
      }
      if (number < shown) return;
      if (id && isPage) keepPage(id, text);
      shown = number;
      // The app unavailable (its session store down), a step too large to keep, too many new
      // sessions: the page stays, typed text and all, under a notice.
      const kept = response.status === 503 || response.status === 413 || response.status === 429;
      if (kept && isPage) showProblem(problemText(text));
      else if (isPage && pressing) hold(text);
      else if (isPage) show(text);
      else showProblem(text);
    });
  }

  // The journal length of the screen shown: an event says which screen it was made on.
  function shownSequence() {
    return document.body.getAttribute("data-wfs-journal");
  }

  // Sends `event` ("tap button-3", "pressReturn textField-2"…) with the changed inputs. One event
  // is on its way at a time: a tap made meanwhile waits its turn, marked pressed at once, and goes
  // with the screen it was made on, which the server applies it to (a Cancel tapped while a check
  // starts cancels it; a tap on a screen that has slid away is dropped there). A second tap on the
  // control whose event is on its way or waiting is the same tap: a double tap pushes one screen.
  function send(event, control, about, fromHistory = false) {
    const sequence = shownSequence();
    if (posting || queue.length) {
      const again = control && ((posting && posting.control === control) || queue.some((tap) => tap.control === control));
      if (again) return;
      if (control) control.setAttribute("aria-busy", "true");
      queue.push({ event, control, about, sequence, fromHistory });
      return;
    }
    post(event, control, about, sequence, fromHistory);
  }

  function post(event, control, about, sequence, fromHistory) {
    const request = fieldsFor(event, about, sequence);
    if (!request) return;
    posting = { control };
    hold(null); // this event's answer is newer
    lastRequest = { event, carried: request.carried, isReturn: event.startsWith("pressReturn"), fromHistory };
    clearTimeout(waitTimer);
    if (poll) poll.abort();
    const number = ++sent;
    root.setAttribute("data-wfs-sending", "");
    if (control) control.setAttribute("aria-busy", "true");
    const activity = document.querySelector(".wfs-activity");
    const wasWaiting = activity !== null && !activity.hidden;
    const slow = setTimeout(() => showActivity(true), slowAfter);
    let answered = false;
    track(fetch("/events", {
      method: "POST", body: request.fields, headers: scriptHeaders(), credentials: "same-origin",
    }).then((response) => { answered = true; return answer(response, number); },
      () => showProblem("The server did not answer: check that it is running, then try again."))
      .finally(() => {
        posting = null;
        clearTimeout(slow);
        if (control && control.isConnected) control.removeAttribute("aria-busy");
        // No new page (a refusal, no answer): the spinner goes back to what the page said.
        if (activity && activity.isConnected) activity.hidden = !wasWaiting;
        if (!answered) dropQueue();
        while (queue.length && !posting) {
          const next = queue.shift();
          if (next.control && next.control.isConnected) next.control.removeAttribute("aria-busy");
          post(next.event, next.control, next.about, next.sequence, next.fromHistory);
        }
        if (posting) return;
        root.removeAttribute("data-wfs-sending");
        sendQueuedValue();
      }));
  }

  // The server did not answer: the taps waiting for it are not sent after it.
  function dropQueue() {
    for (const tap of queue.splice(0)) {
      if (tap.control && tap.control.isConnected) tap.control.removeAttribute("aria-busy");
    }
  }

  // A slider moved (by its keys) while an event was on its way: its latest value goes now.
  function sendQueuedValue() {
    if (!queuedValue || posting) return;
    const { id, value } = queuedValue;
    queuedValue = null;
    const field = document.getElementById("wfs-" + id + "-input");
    if (!field || field.closest("[inert]")) return;
    field.value = value;
    send("setValue " + id, null, id);
  }

  // Loads the session's screen again (the answer is shown as an event's is); `forRequest` when it
  // stands for the last event's answer, whose edits could not be used.
  function lookAgain(forRequest = false) {
    if (poll) poll.abort();
    const number = ++sent;
    const controller = new AbortController();
    poll = controller;
    if (!forRequest) lastRequest = null;
    track(fetch("/", { headers: scriptHeaders(), credentials: "same-origin", signal: controller.signal })
      .then((response) => answer(response, number))
      .catch(() => { if (!controller.signal.aborted) lookAgainWhileWaiting(); })
      .finally(() => { if (poll === controller) poll = null; }));
  }

  // While the app waits for a reply or a graph and no push channel is open, the page looks
  // again a second after each answer.
  function lookAgainWhileWaiting() {
    clearTimeout(waitTimer);
    const activity = document.querySelector(".wfs-activity");
    if (!activity || activity.hidden) return;
    if (changes && changes.readyState === EventSource.OPEN) return;
    waitTimer = setTimeout(() => lookAgain(), 1000);
  }

  // The push channel: the server tells the page as soon as the session's journal grows, on
  // this server or another one, with the new length; the page then loads the new screen. A
  // page of its own event's answer already shows that length, and is left as it is. The first
  // screen of a session not made yet opens none: its first event's page does.
  function listenForChanges() {
    const from = document.body.getAttribute("data-wfs-journal");
    if (changes || from === null || !window.EventSource) return;
    if (document.body.hasAttribute("data-wfs-first-screen")) return;
    changes = new EventSource("/_wfs/changes?after=" + encodeURIComponent(from));
    changes.addEventListener("open", () => clearTimeout(waitTimer));
    changes.addEventListener("message", (event) => {
      const shownLength = Number(document.body.getAttribute("data-wfs-journal"));
      if (posting || !(Number(event.lastEventId) > shownLength)) return;
      lookAgain();
    });
    changes.addEventListener("error", () => {
      // Closed for good (no session, or no journal): the page looks again by itself instead.
      if (changes.readyState !== EventSource.CLOSED) return;
      changes = null;
      lookAgainWhileWaiting();
    });
  }

  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.getAttribute("action") !== "/events") return;
    event.preventDefault();
    const button = event.submitter;
    if (button && button.getAttribute("name") === "event") send(button.value, button);
  });

  document.addEventListener("keydown", (event) => {
    const target = event.target;
    // The Enter that ends an input method's composition (229 in WebKit) is not a return.
    const composing = event.isComposing || event.keyCode === 229;
    if (event.key === "Enter" && !composing && target instanceof HTMLInputElement && isField(target)) {
      // The Enter key (a phone keyboard's return or next) is the field's return; in a date, it sets the date.
      event.preventDefault();
      const id = inputID(target);
      send((valueInputs.includes(target.type) ? "setValue " : "pressReturn ") + id, null, id);
      return;
    }
    // In a radio group (an application's view may draw one), the arrow keys choose the next or
    // previous radio, as they do in a group of native radio buttons.
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    const group = step && target instanceof Element && target.getAttribute("role") === "radio"
      ? target.closest("[role=radiogroup]") : null;
    if (group) {
      const radios = [...group.querySelectorAll("[role=radio]:not([disabled])")];
      const next = radios[(radios.indexOf(target) + step + radios.length) % radios.length];
      event.preventDefault();
      next.focus();
      next.click();
      return;
    }
    const dialog = openDialog();
    if (!dialog) {
      // Escape closes a presented screen, as a swipe down closes a sheet.
      if (event.key === "Escape" && !composing && presentedLayer()) {
        event.preventDefault();
        send("dismiss", null);
      }
      return;
    }
    const buttons = [...dialog.querySelectorAll("button:not([disabled])")];
    if (event.key === "Escape") {
      // Escape is the cancel button of an alert or action sheet (an alert's only button is its cancel button).
      const cancel = cancelButton(dialog);
      if (cancel) {
        event.preventDefault();
        cancel.click();
      }
    } else if (event.key === "Tab" && buttons.length) {
      // The focus stays inside the dialog.
      const first = buttons[0];
      const last = buttons[buttons.length - 1];
      const inside = dialog.contains(document.activeElement);
      if (!inside || (event.shiftKey && document.activeElement === first)
        || (!event.shiftKey && document.activeElement === last)) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      }
    }
  });

  // A slider sends its value when it is let go (or moved with the keys).
  document.addEventListener("change", (event) => {
    const target = event.target;
    if (target instanceof HTMLInputElement && target.type === "range" && isField(target)) {
      if (posting) queuedValue = { id: inputID(target), value: target.value };
      else send("setValue " + inputID(target), null, inputID(target));
    }
  });

  // The view a pointer event is for, when it has gestures and the pointer is not on a control. A
  // table cell's own button counts as the cell for presses and swipes (`throughCells`); its taps are
  // the button's, which the runtime gives to the cell's tap gestures.
  function gestureView(target, throughCells) {
    for (let node = target; node instanceof Element && node !== document.body; node = node.parentElement) {
      if (throughCells && node.matches("button.wfs-cell-button")) continue;
      if (node.matches("button, input, textarea, select, details, a, [inert]")) return null;
      if (node.querySelector(":scope > details.wfs-gestures")) return node;
    }
    return null;
  }

  function gesture(view, name, value) {
    const id = (idOf(view) || "").replace(/^wfs-/, "");
    send(name + " " + id + (value === undefined ? "" : " " + value), null);
  }

  let press = null;
  let taps = null;
  let swallowClick = false;

  // Keeps `html` to show when the press ends (null: nothing waits); the page is busy meanwhile.
  function hold(html) {
    heldPage = html;
    if (html !== null && !heldDone) track(new Promise((resolve) => { heldDone = resolve; }));
    if (html === null && heldDone) {
      heldDone();
      heldDone = null;
    }
  }

  // A page pushed or looked again while a pointer is down is shown once the press is over:
  // replaced between the press and the release, the button pressed would never get its click.
  function showHeldPage() {
    pressing = false;
    if (heldPage === null) return;
    const html = heldPage;
    hold(null);
    show(html);
  }
  function endPress(delay) {
    clearTimeout(releaseTimer);
    releaseTimer = setTimeout(showHeldPage, delay);
  }
  document.addEventListener("pointerdown", () => { pressing = true; clearTimeout(releaseTimer); }, true);
  // After the click (and the event it sends); a release with no click (a drag) lets go a little later.
  document.addEventListener("click", () => endPress(0), true);
  document.addEventListener("pointerup", () => endPress(100), true);
  document.addEventListener("pointercancel", () => endPress(0), true);
  window.addEventListener("blur", () => endPress(0));

  document.addEventListener("pointerdown", (event) => {
    swallowClick = false;
    if (event.button !== 0) return;
    const view = gestureView(event.target, true);
    press = view ? { view, x: event.clientX, y: event.clientY, time: performance.now(), moved: false } : null;
  });

  document.addEventListener("pointercancel", () => { press = null; });

  document.addEventListener("pointermove", (event) => {
    if (press && Math.hypot(event.clientX - press.x, event.clientY - press.y) > pressSlop) press.moved = true;
  });

  document.addEventListener("pointerup", (event) => {
    if (!press) return;
    const { view, x, y, time, moved } = press;
    press = null;
    const dx = event.clientX - x;
    const dy = event.clientY - y;
    if (Math.max(Math.abs(dx), Math.abs(dy)) >= swipeDistance) {
      const direction = Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? "right" : "left") : (dy > 0 ? "down" : "up");
      swallowClick = true;
      gesture(view, "swipe", direction);
    } else if (!moved && performance.now() - time >= longPressMinimum) {
      swallowClick = true;
      gesture(view, "longPress", ((performance.now() - time) / 1000).toFixed(2));
    }
  });

  // A drag down from a presented screen's bar closes it (`dismiss`), as a swipe down closes a
  // sheet on iOS. (The browser's own edge swipe is its Back, which the history turns into `back`.)
  const dismissDistance = 80; // px down a drag must go
  let sheetDrag = null;
  document.addEventListener("pointerdown", (event) => {
    sheetDrag = null;
    const layer = presentedLayer();
    if (event.button !== 0 || !layer || openDialog()) return;
    const bar = event.target instanceof Element && event.target.closest(".wfs-navigationBar");
    if (bar && layer.contains(bar)) sheetDrag = { x: event.clientX, y: event.clientY };
  });
  document.addEventListener("pointercancel", () => { sheetDrag = null; });
  document.addEventListener("pointerup", (event) => {
    if (!sheetDrag) return;
    const dx = event.clientX - sheetDrag.x;
    const dy = event.clientY - sheetDrag.y;
    sheetDrag = null;
    if (dy < dismissDistance || Math.abs(dx) > dy / 2) return;
    swallowClick = true;
    send("dismiss", null);
  });

  // A long touch on a view with gestures is its long press, not the browser's menu.
  document.addEventListener("contextmenu", (event) => {
    if (gestureView(event.target, true)) event.preventDefault();
  });

  // Clicks (or taps) in quick succession are one multiple tap, sent when no further one comes.
  document.addEventListener("click", (event) => {
    if (swallowClick) {
      // The click that ends a swipe or a long press is not also a tap (nor a cell's selection).
      swallowClick = false;
      event.preventDefault();
      return;
    }
    const view = gestureView(event.target);
    if (!view) return;
    // A view with no multiple-tap gesture takes a tap at once, without waiting for more.
    const waitsForMore = view.querySelector(":scope > details.wfs-gestures button[value^='taps ']");
    if (!waitsForMore) {
      gesture(view, "tap");
      return;
    }
    if (taps && taps.view === view) {
      clearTimeout(taps.timer);
      taps.count += 1;
    } else {
      taps = { view, count: 1 };
    }
    const pending = taps;
    pending.timer = setTimeout(() => {
      if (taps === pending) taps = null;
      if (!view.isConnected) return; // the page changed under the taps
      if (pending.count === 1) gesture(view, "tap");
      else gesture(view, "taps", Math.min(pending.count, 10));
    }, tapInterval);
  });

  restoreDrafts();
  document.addEventListener("input", keepDrafts);
  startHistory();
  listenForChanges();
  lookAgainWhileWaiting();
})();
