// Fishing on a phone: the trick, the colour call and captures, the own hand, points, boat and fisherman.
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
GAMES.fishing = renderFishing;
