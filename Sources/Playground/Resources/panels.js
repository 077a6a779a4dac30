// The host's side of the keyboard's panels. The toolbar, 剪贴板 and 常用语 are drawn in the
// keyboard's SVG from the render tree and worked by touches like keys; this file only does what a
// host app does around them:
// - the page's own clipboard: copies made in this page are reported to the keyboard (never the
//   computer's clipboard), marked secure when they come from a password field;
// - the phrase editor (the host app's settings screen on iOS), opened by the panel's 编辑: add,
//   edit, reorder and delete phrases.
"use strict";

(() => {
  const screen = document.querySelector(".screen");
  const editor = document.getElementById("phrase-editor");
  const list = editor.querySelector("ul");
  const form = editor.querySelector("form");
  const send = (message) => window.shurufa.send(Object.assign({ type: "panel" }, message));
  let editingID = null;
  let known = null;
  let order = [];

  function button(label, className, onClick) {
    const node = document.createElement("button");
    node.type = "button";
    node.textContent = label;
    node.className = className;
    node.addEventListener("click", onClick);
    return node;
  }

  function fill(phrase) {
    editingID = phrase.id;
    form.elements.text.value = phrase.text;
    form.elements.code.value = phrase.code;
    form.elements.group.value = phrase.group;
    form.querySelector(".save").textContent = "保存";
  }

  function drawEditor(phrases) {
    const items = phrases.map((phrase, index) => {
      const item = document.createElement("li");
      item.className = "phrase";
      item.dataset.id = String(phrase.id);
      const text = document.createElement("span");
      text.className = "text";
      text.textContent = phrase.text;
      const detail = document.createElement("span");
      detail.className = "code";
      detail.textContent = [phrase.group, phrase.code].filter(Boolean).join(" · ");
      item.append(text, detail,
        button("↑", "up", () => send({ action: "move-phrase", id: phrase.id, index: Math.max(0, index - 1) })),
        button("↓", "down", () => send({ action: "move-phrase", id: phrase.id, index: index + 1 })),
        button("编辑", "edit", () => fill(phrase)),
        button("删除", "delete", () => send({ action: "remove-phrase", id: phrase.id })));
      return item;
    });
    list.replaceChildren(...items);
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const data = new FormData(form);
    const message = { text: data.get("text"), code: String(data.get("code") || "").trim(), group: String(data.get("group") || "").trim() || "常用" };
    send(editingID == null ? Object.assign({ action: "add-phrase" }, message) : Object.assign({ action: "edit-phrase", id: editingID }, message));
    editingID = null;
    form.reset();
    form.querySelector(".save").textContent = "添加";
  });
  editor.querySelector(".done").addEventListener("click", () => send({ action: "close-editor" }));

  // The editor's list as the frames built it: the first frame of an open editor holds every
  // phrase ("full"), later ones only the phrases added or edited and, when the list changed, the
  // ids in order (a phrase whose id is gone was removed).
  function draw(frame) {
    const update = frame.phraseEditor;
    editor.hidden = !update;
    screen.classList.toggle("editing-phrases", !!update);
    if (!update) { known = null; order = []; editingID = null; return; }
    if (update.full || !known) known = new Map();
    update.phrases.forEach((phrase) => known.set(phrase.id, phrase));
    if (update.order) {
      order = update.order;
      const kept = new Set(order);
      Array.from(known.keys()).forEach((id) => { if (!kept.has(id)) known.delete(id); });
    }
    // Redraw only when the list changed (a half-typed phrase survives other frames).
    if (!update.full && update.phrases.length === 0 && !update.order) return;
    drawEditor(order.map((id) => known.get(id)).filter(Boolean));
  }

  // The page's clipboard: what is copied in this page. A password field's text is marked
  // secure, and so is a selection in the host field while it is a secure field: the keyboard
  // never keeps either.
  document.addEventListener("copy", () => {
    const active = document.activeElement;
    if (active && active.tagName === "INPUT") {
      const value = active.value.substring(active.selectionStart || 0, active.selectionEnd || 0);
      if (value) send({ action: "copy", text: value, secure: active.type === "password" });
      return;
    }
    const selection = window.getSelection();
    if (!selection || selection.isCollapsed) return;
    const field = document.getElementById("document");
    if (field.contains(selection.anchorNode)) {
      // The host field's own text, by the offsets of the selected characters.
      const spans = Array.from(field.querySelectorAll("span[data-i]")).filter((span) => selection.containsNode(span, true));
      if (spans.length === 0) return;
      const characters = Array.from(new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(field.dataset.text || ""), (p) => p.segment);
      const text = characters.slice(Number(spans[0].dataset.i), Number(spans[spans.length - 1].dataset.i) + 1).join("");
      send({ action: "copy", text, secure: field.dataset.secure === "1" });
      return;
    }
    send({ action: "copy", text: selection.toString(), secure: false });
  });

  window.shurufaPanels = { draw };
})();
