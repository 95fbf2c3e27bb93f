"use strict";
// The phone page: one seat's private view and controls. Everything it shows comes from the table
// (words included, in the player's language); everything it does is a message the table checks.
const token = new URLSearchParams(location.search).get("t") || "";
const store = window.localStorage;
let ws = null, seq = 0, view = null, lastPong = Date.now(), retry = 500, note = null, wasMyTurn = false, timer = null;
const $ = (id) => document.getElementById(id);

function el(tag, attrs, ...kids) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k === "on") node.addEventListener("click", v);
    else if (k === "style") node.style.cssText = v;
    else if (v !== false && v != null) node.setAttribute(k, v === true ? "" : v);
  }
  for (const kid of kids.flat()) if (kid != null) node.append(kid.nodeType ? kid : String(kid));
  return node;
}

// -- the connection: hello with the kept key, heartbeat, reconnect when the phone wakes ---------
function connect() {
  if (ws && (ws.readyState === 0 || ws.readyState === 1)) return;
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  ws = new WebSocket(`${scheme}://${location.host}/ws?t=${encodeURIComponent(token)}`);
  const opening = setTimeout(() => ws && ws.readyState === 0 && ws.close(), 12000);
  ws.onopen = () => {
    clearTimeout(opening); retry = 500; seq = 0; lastPong = Date.now();
    send("hello", {key: store.getItem("ta.key") || undefined, lang: store.getItem("ta.lang") || undefined,
                   name: store.getItem("ta.name") || undefined});
  };
  ws.onmessage = (event) => receive(JSON.parse(event.data));
  ws.onclose = (event) => { clearTimeout(opening); showState(); clearTimeout(timer);
    if (event.code === 4001) return;  // this seat's page opened again elsewhere: that one plays
    timer = setTimeout(connect, retry); retry = Math.min(retry * 2, 5000); };
}
function send(type, fields) {
  if (!ws || ws.readyState !== 1) return false;
  seq += 1;
  ws.send(JSON.stringify(Object.assign({type, seq}, fields || {})));
  return true;
}
function wake() {
  if (!ws || ws.readyState > 1 || Date.now() - lastPong > 25000) { if (ws) ws.close(); connect(); }
  else send("ping");
}
// A socket can look open and be dead (a phone that slept): no answer for 30 s means reconnect.
setInterval(() => { if (Date.now() - lastPong > 30000 && ws) ws.close(); else send("ping"); }, 5000);
document.addEventListener("visibilitychange", () => { if (!document.hidden) wake(); });
window.addEventListener("pageshow", wake);
window.addEventListener("online", wake);

function receive(msg) {
  lastPong = Date.now();
  if (msg.type === "welcome") { store.setItem("ta.key", msg.key); seq = Math.max(seq, msg.seq); }
  else if (msg.type === "view" || msg.type === "lobby") {
    view = msg; if (msg.type === "view" && note && note.at !== msg.to_move.join()) note = null;
    if (!stroke) render();  // never redraw the board under a finger: lifting it redraws
  }
  else if (msg.type === "refused") { note = {text: msg.text, kind: "refused", at: view && view.to_move ? view.to_move.join() : ""}; render(); }
  else if (msg.type === "error" && msg.code !== "slow-down") { note = {text: msg.text, kind: "refused"}; render(); }
}

// -- drawing ---------------------------------------------------------------------------------
const ui = (key) => (view && view.ui && view.ui[key]) || "";
function showState() {
  const open = ws && ws.readyState === 1;
  $("state").textContent = open && view ? view.prompt : ui("reconnecting") || "…";
  $("state").className = open && view && view.to_move && view.to_move.includes(view.seat) ? "state turn" : "state";
  const who = $("who");
  if (view && view.seat != null && view.colours) { who.textContent = view.names[view.seat]; who.style.background = view.colours[view.seat]; }
  else if (view && view.seat != null && view.seats) { const s = view.seats[view.seat]; who.textContent = s.name; who.style.background = s.colour; }
  else { who.textContent = ui("spectator"); who.style.background = ""; }
}
function cardFace(card, opts) {
  const key = JSON.stringify([card.colour, card.value, card.special == null ? null : card.special]);
  const look = (view.cards || {})[key] || {title: key, rgb: "#999", shape: ""};
  const value = card.value != null ? card.value : look.title.split(" ")[0].slice(0, 6);
  const face = el("button", {class: "card" + (opts && opts.cls ? " " + opts.cls : ""), title: look.title,
    "aria-label": look.title, style: opts && opts.by != null ? `border-bottom: 5px solid ${view.colours[opts.by]}` : "",
    on: opts && opts.on, "data-card": key},
    el("span", {class: "tab", style: `background:${look.rgb}`}),
    el("span", {class: "v"}, String(value), el("br"), el("small", {}, look.shape)));
  return face;
}
const same = (a, b) => a && b && a.colour === b.colour && a.value === b.value && (a.special || null) === (b.special || null);
function act(action) { note = null; send("act", {action}); }

function render() {
  showState();
  const main = $("main");
  main.replaceChildren();
  if (!view) return;
  if (note) main.append(el("div", {class: "note " + note.kind, role: "alert"}, note.text));
  if (view.type === "lobby") { renderLobby(main); return renderCommon(main); }
  const mine = view.seat != null && view.to_move.includes(view.seat);
  if (mine && !wasMyTurn && navigator.vibrate) navigator.vibrate(90);
  wasMyTurn = mine;
  if (view.seat == null) renderWatching(main);
  if (view.hint) main.append(el("div", {class: "note hint"}, "💡 " + view.hint.reason));
  if (view.game === "fishing") renderFishing(main);
  else if (view.game === "bingo") renderBingo(main);
  else if (view.game === "garum") renderGarum(main);
  else if (view.game === "finden") return renderFinden(main);
  else main.append(el("p", {class: "status"}, ui("not_here")));
  renderCommon(main);
}
function renderLobby(main) {
  main.append(el("h2", {}, view.game), el("p", {class: "status"}, view.prompt));
  const name = el("input", {id: "name", maxlength: 14, value: store.getItem("ta.name") || "", placeholder: "🙂",
    autocomplete: "nickname"});
  name.addEventListener("change", () => store.setItem("ta.name", name.value.trim()));
  main.append(name);
  view.seats.forEach((seat, i) => {
    if (seat.kind === "empty" && seat.taken) return;
    const me = view.seat === i;
    main.append(el("div", {class: "seat"}, el("span", {class: "dot", style: `background:${seat.colour}`}),
      el("span", {class: "name"}, seat.name),
      me ? el("button", {class: "quiet", on: () => send("leave")}, ui("leave"))
         : el("button", {disabled: seat.taken, "data-seat": i,
                         on: () => send("join", {seat: i, name: ($("name").value || "").trim() || undefined})}, ui("take"))));
  });
}
function renderWatching(main) {
  main.append(el("p", {class: "status"}, ui("watching")));
  (view.open || []).forEach((i) => main.append(el("div", {class: "seat"},
    el("span", {class: "dot", style: `background:${view.colours[i]}`}), el("span", {class: "name"}, view.names[i]),
    el("button", {"data-seat": i, on: () => send("join", {seat: i})}, ui("take")))));
}
function trickRow(title, plays) {
  if (!plays || !plays.length) return null;
  return [el("h2", {}, title), el("div", {class: "row"}, plays.map((p) => cardFace(p.card, {by: p.seat, cls: "mini"})))];
}
// Confirm each play (the table's setting): a card play is first held, raised, until Confirm or the
// same card again; Keep it puts it back. Nothing is sent before, so nobody has seen it.
let held = null;
function renderHand(main, hand, title) {
  const legal = view.legal || [];
  const why = view.why || [];
  const hinted = view.hint && view.hint.action.card;
  if (held && held.moves !== view.moves) held = null;
  main.append(el("h2", {}, title));
  main.append(el("div", {class: "hand", id: "hand"}, hand.map((card) => {
    const action = legal.find((a) => same(a.card, card));
    const reason = why.find(([c]) => same(c, card));
    const mine = held && same(held.action.card, card);
    const cls = (action ? "play" : view.to_move.includes(view.seat) ? "dim" : "") + (same(hinted, card) ? " hinted" : "") + (mine ? " held" : "");
    return cardFace(card, {cls, on: () => {
      if (action && view.confirm && action.type === "PlayCard" && !mine) { held = {action, moves: view.moves}; note = null; render(); }
      else if (action) { held = null; act(action); }
      else if (reason) { note = {text: reason[1], kind: "refused", at: view.to_move.join()}; render(); }
      else act({type: "PlayCard", card});
    }});
  })));
  if (held) main.append(el("div", {class: "row"},
    el("button", {id: "confirm", on: () => { const a = held.action; held = null; act(a); }}, ui("confirm")),
    el("button", {id: "keep", class: "quiet", on: () => { held = null; render(); }}, ui("keep"))));
}
function renderFishing(main) {
  const pub = view.public, me = view.seat;
  const extra = trickRow(ui("trick"), pub.trick); if (extra) main.append(...extra);
  const legal = view.legal || [];
  const calls = legal.filter((a) => a.type === "CallColour");
  if (calls.length) main.append(el("h2", {}, ui("call")), el("div", {class: "row"},
    calls.map((a) => el("button", {"data-call": a.colour, on: () => act(a)}, (view.colour_words || {})[a.colour] || a.colour))));
  const captures = legal.filter((a) => a.type === "Capture");
  if (captures.length) main.append(el("h2", {}, ui("capture")), el("div", {class: "row"},
    captures.map((a) => cardFace(a.card, {cls: "capture", on: () => act(a)}))));
  if (me == null) return;
  const passing = legal.some((a) => a.type === "PassCard");
  renderHand(main, view.private.hand, passing ? ui("pass") : ui("hand"));
  main.append(el("div", {class: "facts"},
    el("span", {}, ui("points") + ": ", el("b", {}, view.scores[me])),
    el("span", {}, ui("boat") + ": ", el("b", {}, pub.boats[me]))));
  const catch_ = pub.fishermen[me];
  if (catch_.length) main.append(el("h2", {}, ui("fisherman")), el("div", {class: "row"}, catch_.map((c) => cardFace(c, {cls: "mini"}))));
}
function renderBingo(main) {
  const pub = view.public, me = view.seat;
  const extra = trickRow(ui("trick"), pub.trick); if (extra) main.append(...extra);
  if (me == null) return;
  const frees = (view.legal || []).filter((a) => a.type === "PlaceFree");
  if (frees.length) main.append(el("div", {class: "note"}, ui("free")));
  renderHand(main, view.private.hand, ui("hand"));
  main.append(el("h2", {}, ui("bingo_card")));
  const covered = new Set(pub.covered[me]);
  main.append(el("div", {class: "grid", id: "bingo"}, pub.square.flat().map((n) => {
    const free = frees.find((a) => a.number === n);
    return el("button", {class: (covered.has(n) ? "on" : "") + (free ? " free" : ""), "data-number": n,
      "aria-pressed": covered.has(n), on: () => free && act(free)}, String(n));
  })));
  main.append(el("div", {class: "facts"}, el("span", {}, ui("missed") + ": ", el("b", {}, `${pub.missed[me]}/3`)),
    el("span", {}, ui("points") + ": ", el("b", {}, view.scores[me]))));
}
// Garum: the own tiles; pick one, turn it, tap its slot. Workers, tanks, the neutral tile: buttons.
let pick = null;
const turn = (fish, r) => (r ? fish.slice(-r).concat(fish.slice(0, -r)) : fish);
const canon = (fish) => [0, 1, 2, 3].map((r) => turn(fish, r).join()).sort()[0];
function tileFace(fish, rotation, cls) {
  const f = turn(fish, rotation || 0);
  return el("span", {class: "tile " + (cls || "")}, [f[0], f[1], f[3], f[2]].map((kind) => {
    const sp = (view.species || [])[kind] || {name: "?", rgb: "#999"};
    return el("span", {style: `background:${sp.rgb}`, title: sp.name}, sp.mark || sp.name.slice(0, 1));
  }));
}
function renderGarum(main) {
  const me = view.seat, words = view.garum_words || {};
  if (me == null) return;
  const places = (view.legal || []).filter((a) => a.type === "PlaceTile");
  const tiles = view.private.tiles;
  const fishOf = (id) => (tiles.find((t) => t.id === id) || {fish: [0, 0, 0, 0]}).fish;
  if (pick && (pick.moves !== view.moves || !places.length)) pick = null;
  if (places.length) main.append(el("div", {class: "note"}, words.place_tile));
  if (view.private.dummy) main.append(el("div", {class: "note"}, words.neutral));
  const asked = new Set((view.choices || []).map(([action]) => action.type));
  if (asked.has("PlaceWorker")) main.append(el("div", {class: "note"}, words.place_worker));
  if (asked.has("ChooseTank")) main.append(el("div", {class: "note"}, words.choose_tank));
  if (pick) {
    const mine = places.filter((a) => a.tile === pick.tile);
    const turns = [...new Set(mine.map((a) => a.rotation))];
    main.append(el("div", {class: "row"}, tileFace(fishOf(pick.tile), pick.rotation, "big"),
      turns.length > 1 ? el("button", {class: "quiet", id: "turn", on: () => {
        pick.rotation = turns[(turns.indexOf(pick.rotation) + 1) % turns.length]; render(); }}, "⟳ " + words.turn) : null));
    main.append(el("div", {class: "row"}, mine.filter((a) => a.rotation === pick.rotation).map((a) =>
      el("button", {"data-slot": a.slot, on: () => act(a)}, words.slot.replace("{number}", a.slot + 1)))));
  }
  if ((view.choices || []).length) main.append(el("div", {class: "choices"}, view.choices.map(([action, label]) =>
    el("button", {"data-choice": action.type, class: action.type === "NoWorker" ? "wide quiet" : "", on: () => act(action)},
      action.type === "TurnDummy" && view.private.dummy ? tileFace(view.private.dummy.fish, action.rotation, "mini") : null,
      " " + label))));
  main.append(el("h2", {}, words.tiles));
  main.append(el("div", {class: "row", id: "tiles"}, tiles.map((t) => {
    const own = places.some((a) => a.tile === t.id);
    const twin = own ? t.id : (places.find((a) => canon(fishOf(a.tile)) === canon(t.fish)) || {}).tile;
    const chosen = pick && pick.tile === twin;
    return el("button", {class: "tilebutton" + (twin != null ? " can" : "") + (chosen ? " chosen" : ""),
      on: () => { if (twin == null) return; const first = places.find((a) => a.tile === twin);
                  pick = {tile: twin, rotation: first.rotation, moves: view.moves}; render(); }},
      tileFace(t.fish, 0));
  })));
  main.append(el("div", {class: "facts"}, el("span", {}, ui("points") + ": ", el("b", {}, view.scores[me]))));
}
// 5er Finden: the phone is a pad over the own board; the table draws under the mouse's rules.
let stroke = null;
function renderFinden(main) {
  const words = view.finden_words || {};
  if (view.seat == null || !view.board) return renderCommon(main);
  const flip = el("button", {id: "flip", disabled: !view.can_act, on: () => send("flip")}, words.flip);
  main.append(el("div", {class: "row dice", "aria-label": words.dice}, view.dice.map((face) => {
    const s = view.symbols[face];
    return el("span", {class: "die", style: `color:${s.rgb}`, title: s.name}, s.shape);
  }), flip));
  if (view.can_act) main.append(el("p", {class: "status small"}, words.roll));
  const rows = view.board, w = rows[0].length, h = rows.length;
  const outlined = new Set(view.outlines.flat()), draft = new Set(view.draft);
  const hinted = new Set(view.hint ? view.hint.cells : []);
  const board = el("div", {id: "board", class: "board" + (view.locked ? " locked" : ""),
    style: `grid-template-columns: repeat(${w}, 1fr); aspect-ratio: ${w} / ${h}`},
    rows.join("").split("").map((letter, i) => {
      const s = view.symbols[letter] || {shape: "", rgb: "#999"};
      const cls = [outlined.has(i) && "out", draft.has(i) && "draft", hinted.has(i) && "hinted"].filter(Boolean);
      return el("span", {class: cls.join(" "), "data-cell": i, style: `color:${s.rgb}`}, s.shape);
    }));
  const cellAt = (event) => {  // the cell under the finger (the nearest edge cell when off the board)
    const box = board.getBoundingClientRect();
    const col = Math.min(w - 1, Math.max(0, Math.floor((event.clientX - box.left) / box.width * w)));
    const row = Math.min(h - 1, Math.max(0, Math.floor((event.clientY - box.top) / box.height * h)));
    return row * w + col;
  };
  const touch = (cell) => board.querySelector(`[data-cell="${cell}"]`).classList.add("touched");
  board.addEventListener("pointerdown", (event) => {
    if (!view.can_act) return;
    board.setPointerCapture(event.pointerId);
    stroke = {cell: cellAt(event)};
    touch(stroke.cell); note = null;
    send("pad", {kind: "down", cell: stroke.cell});
    event.preventDefault();
  });
  board.addEventListener("pointermove", (event) => {
    if (!stroke) return;
    const cell = cellAt(event);
    if (cell === stroke.cell) return;  // one message per cell the finger enters
    stroke.cell = cell; touch(cell);
    send("pad", {kind: "move", cell});
  });
  const lift = () => {
    if (!stroke) return;
    send("pad", {kind: "up", cell: stroke.cell});
    stroke = null;
    render();
  };
  board.addEventListener("pointerup", lift);
  board.addEventListener("pointercancel", lift);
  main.append(board, el("p", {class: "status small"}, words.how));
  renderCommon(main);
}
function renderCommon(main) {
  const last = view.last_trick && trickRow(ui("last_trick"), view.last_trick); if (last) main.append(...last);
  if (view.log && view.log.length) main.append(el("details", {},
    el("summary", {}, ui("log")), el("div", {id: "log"}, view.log.slice().reverse().map((line) => el("p", {}, line)))));
  const foot = el("footer", {});
  if (view.type === "view" && view.seat != null) {
    foot.append(el("button", {id: "hint", disabled: !view.to_move.includes(view.seat) || view.thinking,
      on: () => send("hint")}, ui("hint")));
    if (view.can_undo) foot.append(el("button", {id: "undo", class: "quiet", on: () => { note = null; send("undo"); }}, "↶ " + ui("undo")));
    foot.append(el("button", {class: "quiet", on: () => send("leave")}, ui("leave")));
  }
  const pick = el("select", {id: "lang", "aria-label": "Language"},
    [["en", "English"], ["de", "Deutsch"], ["vi", "Tiếng Việt"], ["zh-Hant", "繁體中文"]].map(
      ([code, label]) => el("option", {value: code, selected: view.lang === code}, label)));
  pick.addEventListener("change", () => { store.setItem("ta.lang", pick.value); send("lang", {lang: pick.value}); });
  foot.append(pick);
  main.append(foot);
}
connect();
