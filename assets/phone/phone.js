"use strict";
// The phone page: one seat's private view and controls. Everything it shows comes from the table
// (words included, in the player's language); everything it does is a message the table checks.
const token = new URLSearchParams(location.search).get("t") || "";
const store = window.localStorage;
let ws = null, seq = 0, view = null, lastPong = Date.now(), retry = 500, note = null, wasMyTurn = false, timer = null;
const $ = (id) => document.getElementById(id);
const GAMES = {};  // each game's part of the page (assets/phone/games/NAME.js): GAMES[name] = render(main)
let stroke = null;  // a finger drawing on the page (a game's board): nothing redraws under it

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
  const renderGame = GAMES[view.game];
  if (renderGame) renderGame(main);
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
