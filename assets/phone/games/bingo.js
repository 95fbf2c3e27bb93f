// Trick-Taking Bingo on a phone: the trick, the own hand and bingo card; a free marker is placed on it.
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
GAMES.bingo = renderBingo;
