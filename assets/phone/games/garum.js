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
GAMES.garum = renderGarum;
