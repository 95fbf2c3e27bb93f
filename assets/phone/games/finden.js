// 5er Finden: the phone is a pad over the own board; the table draws under the mouse's rules.
function renderFinden(main) {
  const words = view.finden_words || {};
  if (view.seat == null || !view.board) return;
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
}
GAMES.finden = renderFinden;
