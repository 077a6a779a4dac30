// The toolbar on the empty candidate bar and the panels it opens (剪贴板 clipboard, 常用语
// phrases), drawn from the frame the server sends; every tap goes back as a `panel` message.
// The page's own clipboard: copies made in this page are reported to the keyboard (never the
// computer's clipboard), marked secure when they come from a password field.
"use strict";

(() => {
  const toolbar = document.getElementById("toolbar");
  const panel = document.getElementById("keyboard-panel");
  const send = (message) => window.shurufa.send(Object.assign({ type: "panel" }, message));
  let editing = false;
  let editingID = null;
  let shown = "";

  document.getElementById("open-clipboard").addEventListener("click", () => send({ action: "open", panel: "clipboard" }));
  document.getElementById("open-phrases").addEventListener("click", () => send({ action: "open", panel: "phrases" }));

  function button(label, className, onClick) {
    const node = document.createElement("button");
    node.type = "button";
    node.textContent = label;
    node.className = className;
    node.addEventListener("click", (event) => { event.stopPropagation(); onClick(); });
    return node;
  }

  // A held item (or a right click) shows its menu: pin or delete.
  function holdable(item) {
    let timer = null;
    item.addEventListener("pointerdown", () => { timer = setTimeout(() => { item.classList.add("menu"); item.dataset.held = "1"; }, 500); });
    const cancel = () => clearTimeout(timer);
    item.addEventListener("pointerup", cancel);
    item.addEventListener("pointerleave", cancel);
    item.addEventListener("contextmenu", (event) => { event.preventDefault(); item.classList.add("menu"); item.dataset.held = "1"; });
  }

  function header(title, extra) {
    const head = document.createElement("header");
    const h2 = document.createElement("h2");
    h2.textContent = title;
    head.append(h2, ...extra, button("✕", "close", () => send({ action: "open", panel: "none" })));
    return head;
  }

  function drawClipboard(frame) {
    const list = document.createElement("ul");
    list.className = "clips";
    for (const clip of frame.items) {
      const item = document.createElement("li");
      item.className = "clip" + (clip.pinned ? " pinned" : "");
      item.dataset.id = String(clip.id);
      const text = document.createElement("span");
      text.className = "text";
      text.textContent = clip.text;
      const actions = document.createElement("span");
      actions.className = "actions";
      actions.append(
        button(clip.pinned ? "取消置顶" : "置顶", "pin", () => send({ action: clip.pinned ? "unpin" : "pin", id: clip.id })),
        button("删除", "delete", () => send({ action: "remove", id: clip.id })));
      item.append(text, actions);
      holdable(item);
      item.addEventListener("click", () => { if (item.dataset.held !== "1") send({ action: "insert", id: clip.id }); delete item.dataset.held; });
      list.appendChild(item);
    }
    if (frame.items.length === 0) {
      const empty = document.createElement("li");
      empty.className = "empty";
      empty.textContent = "没有复制的内容 · Nothing copied in the last hour";
      list.appendChild(empty);
    }
    panel.replaceChildren(header("剪贴板", [button("清空", "clear", () => send({ action: "clear" }))]), list);
  }

  function drawPhrases(frame) {
    const list = document.createElement("ul");
    list.className = "phrases";
    const all = frame.groups.flatMap((group) => group.phrases);
    for (const group of frame.groups) {
      const title = document.createElement("h3");
      title.textContent = group.name;
      list.appendChild(title);
      for (const phrase of group.phrases) {
        const index = all.findIndex((p) => p.id === phrase.id);
        const item = document.createElement("li");
        item.className = "phrase";
        item.dataset.id = String(phrase.id);
        const text = document.createElement("span");
        text.className = "text";
        text.textContent = phrase.text;
        const code = document.createElement("span");
        code.className = "code";
        code.textContent = phrase.code;
        const actions = document.createElement("span");
        actions.className = "actions";
        actions.append(
          button("↑", "up", () => send({ action: "move-phrase", id: phrase.id, index: Math.max(0, index - 1) })),
          button("↓", "down", () => send({ action: "move-phrase", id: phrase.id, index: index + 1 })),
          button("编辑", "edit", () => fill(phrase, group.name)),
          button("删除", "delete", () => send({ action: "remove-phrase", id: phrase.id })));
        item.append(text, code, actions);
        item.addEventListener("click", () => { if (!editing) send({ action: "insert-phrase", id: phrase.id }); });
        list.appendChild(item);
      }
    }
    const form = document.createElement("form");
    form.className = "phrase-form";
    form.innerHTML = '<input name="text" placeholder="短语 phrase"><input name="code" placeholder="编码 code (dz)"><input name="group" placeholder="分组 group">'
      + '<button type="submit" class="save">添加</button>';
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      const data = new FormData(form);
      const message = { text: data.get("text"), code: String(data.get("code") || "").trim(), group: String(data.get("group") || "").trim() || "常用" };
      send(editingID == null ? Object.assign({ action: "add-phrase" }, message) : Object.assign({ action: "edit-phrase", id: editingID }, message));
      editingID = null;
      form.reset();
    });
    panel.replaceChildren(header("常用语", [button(editing ? "完成" : "编辑", "toggle-edit", () => { editing = !editing; editingID = null; drawPhrases(frame); })]), list, form);
    panel.classList.toggle("editing", editing);
  }

  function fill(phrase, group) {
    const form = panel.querySelector("form");
    editingID = phrase.id;
    form.elements.text.value = phrase.text;
    form.elements.code.value = phrase.code;
    form.elements.group.value = group;
    form.querySelector(".save").textContent = "保存";
  }

  function draw(frame) {
    toolbar.hidden = !frame.toolbar;
    const content = frame.panel;
    panel.hidden = !content;
    if (!content) { panel.replaceChildren(); panel.dataset.kind = ""; shown = ""; editing = false; return; }
    // Redraw only when the panel's content changed (a half-typed phrase survives other frames).
    const key = JSON.stringify(content) + editing;
    if (key === shown) return;
    shown = key;
    panel.dataset.kind = content.kind;
    if (content.kind === "clipboard") { panel.classList.remove("editing"); drawClipboard(content); } else drawPhrases(content);
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
